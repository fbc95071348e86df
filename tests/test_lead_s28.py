"""s28-lead: a deposition's yes-answers follow yes/no questions, a witness who came after the event is not asked
whether they saw it, and a letter whose matter is still open does not open by calling it complete."""

from types import SimpleNamespace

from privasis_hub.synth import render
from privasis_hub.synth.render import _AFTER_THE_EVENT, _DEPOSITION_QA, _DONE_OPENING, _matter_open
from tests.test_grammar_s27 import _variants as vary_all

_AUXILIARIES = ("Have", "Has", "Were", "Was", "Did", "Do", "Does", "Is", "Are")


def test_yes_answers_follow_yes_no_questions():
    for key, (question, answer) in _DEPOSITION_QA.items():
        if any(a.startswith("Yes") for a in vary_all(answer)):
            for q in vary_all(question):
                assert q.startswith(_AUXILIARIES), (key, q)


def test_witness_after_the_event_is_not_asked_what_they_saw():
    question, _ = _DEPOSITION_QA["~later_witness"]
    assert all("see" not in q for q in vary_all(question))
    assert {"treating nurse", "responding officer"} <= _AFTER_THE_EVENT


def test_open_matter_openings():
    pending = SimpleNamespace(values={"child_enrollment_status": "enrolled with a pending residency check"})
    settled = SimpleNamespace(values={"child_enrollment_status": "enrolled full-time for the school year",
                                      "marital_status": "married"})
    assert _matter_open(pending) and not _matter_open(settled)
    lines = render._family("")["purpose"]["letter_open"]
    assert lines and not any(_DONE_OPENING.search(v) for line in lines for v in vary_all(line))


def test_leave_notice_fits_the_days_before_the_leave():
    import datetime as dt

    from privasis_hub.synth.catalog.professional_services import keep_leave_notice

    day = dt.date(2024, 6, 24)
    for leave, notice, kept in (("safety leave from 2024-07-06 through 2024-08-05", "thirty days' notice, as asked", False),
                                ("safety leave from July 9, 2024 through August 5, 2024", "two weeks' notice before", True),
                                ("safety leave from 07/06/2024 through 08/05/2024", "thirty days' notice, as asked", False),
                                ("safety leave from August 6, 2024 through August 25, 2024", "thirty days' notice", True)):
        values = {"leave_of_absence": leave, "leave_certification": notice}
        keep_leave_notice(values, day)
        assert (values["leave_certification"] == notice) is kept, (leave, notice, values)
        if not kept:
            assert values["leave_certification"] == "notice given as soon as the dates were known"


def test_a_form_the_person_files_is_taken_up_the_day_it_comes_in():
    import datetime as dt
    import random

    from faker import Faker

    from privasis_hub.synth.catalog import ValueContext, _case_opened, event_day, filed_by_person
    from privasis_hub.synth.profile import make_profile

    assert filed_by_person("HR leave of absence request")
    for seed in range(20):
        rng = random.Random(seed)
        profile = make_profile(Faker("en_US"), rng)
        ctx = ValueContext(fake=Faker("en_US"), rng=rng, profile=profile, record_date=dt.date(2024, 6, 24),
                           record_type="HR leave of absence request")
        assert event_day(_case_opened(ctx)) == dt.date(2024, 6, 24)


def test_a_mans_brother_and_son_carry_his_surname():
    import random

    from faker import Faker

    from privasis_hub.synth.catalog import ValueContext, related_person
    from privasis_hub.synth.profile import make_profile

    same = total = 0
    for seed in range(200):
        rng = random.Random(seed)
        profile = make_profile(Faker("en_US"), rng)
        if profile.sex != "male":
            continue
        import datetime as dt

        ctx = ValueContext(fake=Faker("en_US"), rng=rng, profile=profile, record_date=dt.date(2024, 6, 24))
        name = related_person(ctx, rng.choice(("brother", "son", "father")))
        total += 1
        same += name.split(" (")[0].split()[-1] == profile.last_name
    assert total > 50 and same / total > 0.85, (same, total)


def test_a_runner_starts_in_the_corral_of_their_marathon_best():
    from privasis_hub.synth.catalog.recreation import keep_corral

    for best, corral in (("a marathon in 3:12:05", "corral A"), ("a marathon in 4:05:10", "corral C"),
                         ("a marathon in 4:39:50", "corral E")):
        values = {"personal_best": best, "race_corral": "corral F, for walkers and first-timers"}
        keep_corral(values)
        assert values["race_corral"].startswith(corral), (best, values)
    values = {"personal_best": "a 10K in 48:10", "race_corral": "corral F, for walkers and first-timers"}
    keep_corral(values)
    assert values["race_corral"].startswith("corral F")


def test_a_signature_phone_line_left_as_stand_ins_goes():
    from privasis_hub.sanitize.tidy import _STANDIN_PHONE_LINE

    for line in ("Tel. A phone number, an extension", "Tel. A phone number, ext. 296", "Phone: a phone number"):
        assert _STANDIN_PHONE_LINE.fullmatch(line), line
    assert not _STANDIN_PHONE_LINE.fullmatch("Tel. (870) 555-0112, ext. 380")


def test_a_bar_number_left_as_its_stand_in_goes():
    from privasis_hub.sanitize.tidy import reader18_leftovers

    original = "Jennifer Johnson, Attorney at Law (State Bar No. 333044)\nSmith & Lee LLP"
    edited = "An attorney, Attorney at Law (State a bar number)\nSmith & Lee LLP"
    assert reader18_leftovers(original, edited).splitlines()[0] == "An attorney, Attorney at Law"
    original = "We have you at: maria@example.com and 555-0100 | prefers: text messages"
    edited = "We have you at: maria@example.com and phone | prefers: a preference"
    assert reader18_leftovers(original, edited) == "We have you at: maria@example.com and phone"
