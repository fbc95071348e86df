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


def test_a_giving_statements_regular_gift_comes_by_its_one_payment_plan():
    # seed 7575: "Payment Method: recurring monthly charge to a Visa card" beside "you give by an automatic transfer
    # of $50 on the 1st of each month" ($600 a year against a $901.60 total)
    import re

    from privasis_hub.synth.catalog import community
    from tests.test_case_facts import _ctx, _person

    person = _person(age=45, occupation="staff accountant")
    rt = "tithing contribution statement"
    for seed in range(30):
        gift = community.GENERATORS["recurring_gift"](_ctx(person, seed, rt))
        method = community.GENERATORS["contribution_payment_method"](_ctx(person, seed + 100, rt))
        total = float(community.GENERATORS["annual_contribution_total"](_ctx(person, seed + 200, rt))[1:].replace(",", ""))
        plan = next(p for p in community._PLAN_EVERY if method.startswith(p))
        assert gift.endswith(community._PLAN_EVERY[plan]), (gift, method)
        count = next(n for p, _, n in community.GIVING_PLANS if p == plan)
        assert float(re.match(r"\$([\d,]+)", gift).group(1).replace(",", "")) * count <= total, (gift, total)
