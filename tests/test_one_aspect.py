"""One answer per aspect of a case (issue 19, s19w, reader9 class 2, reader8 classes 2 and 8): the channel replies go
by, how a form is returned, the office or branch, where a meeting happened, the time allowed to question an entry,
the kind of visit, a matter's status, a course load; each told once in the case and kept by every sentence."""

import re
from collections import defaultdict

from privasis_hub.synth.catalog import PROFILE_FIELDS, categories
from privasis_hub.synth.offline import _requirement_fits_load, _unrouted
from privasis_hub.synth.render import _RETURN_FORM, _skel, _visit_kinds
from tests.benchmark_modules import load_benchmark
from tests.test_case_consistency import _draft

_probe = load_benchmark("quality_privasis")


def _row(draft, category: str, rt: str, fmt: str) -> dict:
    plan = draft.plan.plan
    return {"id": "r", "record_type": rt, "category": category, "format": fmt, "document_date": "2025-06-02",
            "text": draft.text, "attributes": [{"key": k, "value": v, "spans": []} for k, v in plan.values.items()
                                               if isinstance(v, str) and k in {f.key for f in plan.fields}]}


def _counts(rows: list[dict]) -> dict[str, int]:
    return _probe.one_aspect_records(rows, defaultdict(list))


def test_replies_go_by_the_channel_the_person_asked_for():
    # reader9 93: "we will get back to you by mobile phone" beside "Replies to your questions will come to nweber@"
    rows = []
    for category, rt, fmt in (("legal", "settlement and release agreement", "letter"),
                              ("media", "developmental edit letter", "letter"),
                              ("legal", "durable financial power of attorney", "report")):
        for seed in range(14):
            rows.append(_row(_draft(category, rt, seed, fmt), category, rt, fmt))
    assert _counts(rows)["reply_channel_conflict_records"] == 0
    email = next(f for f in PROFILE_FIELDS if f.key == "email")
    assert not any(re.search(r"[Uu]pdates|Correspondence", s) for s in _unrouted(email).sentences)


def test_a_form_is_returned_one_way():
    # reader9 150: "Drop off the completed form at the front desk" beside "Post this form ... in the envelope provided"
    for category, rt in (("community", "block party street closure request"),
                         ("government", "SNAP benefits renewal form")):
        for seed in range(25):
            text = _draft(category, rt, seed, "form", age=40, occupation="line cook").text
            assert not (_probe._POST_FORM.search(text) and _probe._HAND_IN_FORM.search(text)), (rt, seed)
    returns = [g for g in _skel_of("government")["guidance"] if _RETURN_FORM.match(g)]
    assert len(returns) == 2  # the two ways the pool offers, of which a form prints one


def _skel_of(category: str) -> dict:
    plan = _draft(category, "SNAP benefits renewal form", 0, "form", age=40, occupation="line cook").plan.plan
    return _skel(plan)


def test_the_branch_the_record_names_heads_its_letterhead():
    # reader9 164, 93: "trains at the Eastside club with the pool", "meet the team at the Westside office" under a
    # letterhead that gives one other office
    rows = []
    for category, rt, fmt in (("recreation", "gym membership agreement", "agreement"),
                              ("professional services", "CPA engagement letter", "letter"),
                              ("professional services", "small business payroll tax summary", "report")):
        for seed in range(12):
            rows.append(_row(_draft(category, rt, seed, fmt), category, rt, fmt))
    assert _counts(rows)["branch_conflict_records"] == 0


def test_a_source_is_met_once_at_each_place_and_hands_over_the_papers_alone():
    # reader9 285: "picked a diner off the interstate for the conversation" beside "a recorded conversation ... in
    # Studio 4"; "The Source handed over ..." beside "The documents came to us from April Buchanan"
    fields = {f.key: f for f in categories()["media"].fields}
    assert all("first" in s for s in fields["meeting_place"].sentences)
    assert not any(re.search(r"(?:documents|papers|records)\]? \[?(?:reached|came)", s)
                   for s in fields["confidential_source_identity"].sentences)
    rows = []
    for rt, fmt in (("source confidentiality agreement", "agreement"), ("reporter source notes", "case notes")):
        for seed in range(12):
            rows.append(_row(_draft("media", rt, seed, fmt), "media", rt, fmt))
    assert _counts(rows)["meeting_place_conflict_records"] == 0


def test_a_fully_remote_user_is_not_met_at_the_front_desk():
    # reader9 183: "Met Mr. Alexander at the front desk (in person)" beside "home office, fully remote"
    site = next(f for f in categories()["professional services"].fields if f.key == "user_site")
    assert site.goes_with is not None and site.goes_with[0] == "ticket_channel"
    for seed in range(30):
        draft = _draft("professional services", "password reset identity verification log", seed, "case notes")
        values = draft.plan.plan.values
        if "fully remote" in values.get("user_site", "") and "user_site" in {f.key for f in draft.plan.plan.fields}:
            assert not re.search(r"front desk|in person|walk-up visit", draft.text), seed


def test_one_time_limit_to_question_an_entry():
    # reader9 110: "report anything ... within 60 days" beside "contact Ronald Davis within 30 days"
    plan = _draft("financial", "brokerage account quarterly statement", 0, "statement with table").plan.plan
    assert not any(re.search(r"\b30\b", s) for s in _skel(plan)["statement_next"])


def test_the_visit_kind_fits_the_session():
    # reader9 14: "Visit: follow-up" above "Today was the first session after a break"
    plans = (_draft("medical", "psychiatric medication management note", seed, "case notes").plan.plan
             for seed in range(20))
    plan = next(p for p in plans if any(f.key == "session_number" for f in p.fields))
    for session, kinds in (("the first session", {"new patient"}), ("the first session after a break", {"office"})):
        plan.values["session_number"] = session
        assert set(_visit_kinds(plan)) - {"video"} == kinds
    plan.values["session_number"] = "the ninth session"
    assert "new patient" not in _visit_kinds(plan)


def test_a_renewal_asks_a_load_the_student_has():
    # reader9 253: renewal "requires ... full-time enrollment" and "the registrar has you as half-time"
    values = {"scholarship_requirement": "a 3.25 cumulative GPA and full-time enrollment",
              "enrollment_status": "half-time, 6 credit hours"}
    _requirement_fits_load(values)
    assert "full-time" not in values["scholarship_requirement"]
    values = {"scholarship_requirement": "a 3.0 cumulative GPA and 24 credits a year",
              "enrollment_status": "full-time, 15 credit hours"}
    _requirement_fits_load(values)
    assert values["scholarship_requirement"] == "a 3.0 cumulative GPA and 24 credits a year"


def test_the_probe_counts_two_answers_to_one_aspect():
    def row(text, attrs, rt="CPA engagement letter"):
        return {"id": "r", "record_type": rt, "category": "x", "format": "letter", "document_date": "2025-06-02",
                "text": text, "attributes": [{"key": k, "value": v, "spans": []} for k, v in attrs.items()]}

    rows = [
        row("We will get back to you by mobile phone. Replies to your questions will come to nweber@example.com.",
            {"ps_contact_preference": "mobile phone from 10 AM to 2 PM", "email": "nweber@example.com"}),
        row("Post this form to the office above. Drop off the completed form at the front desk on any weekday.", {}),
        row("Smith CPA\n12 Elm St\nTel. 555-0100\n\nYou can meet the team at the Westside office.",
            {"office_location": "the Westside office"}),
        row("The site is a home office, fully remote. Met Mr. Alexander at the front desk (in person).",
            {"user_site": "a home office, fully remote"}),
        row("Report any error within 60 days. To query a charge, contact Ronald Davis within 30 days.", {}),
        row("Visit: follow-up\nToday was the first session after a break.",
            {"session_number": "the first session after a break"}),
        row("The current status is closed. Next steps: keep the file open under FS-1 for now.",
            {"ticket_status": "closed"}),
        row("Renewal requires full-time enrollment.", {"scholarship_requirement": "a 3.25 cumulative GPA and "
            "full-time enrollment", "enrollment_status": "half-time, 6 credit hours"}),
        # one answer each: no count
        row("Smith CPA\nOffice: the Westside office\n12 Elm St\nTel. 555-0100\n\nYou can meet the team at the Westside "
            "office.",
            {"office_location": "the Westside office"}),
        row("We will get back to you by mobile phone. A copy has also gone to nweber@example.com.",
            {"ps_contact_preference": "mobile phone from 10 AM to 2 PM", "email": "nweber@example.com"}),
    ]
    counts = _counts(rows)
    assert {k: v for k, v in counts.items()} == {
        "reply_channel_conflict_records": 1, "form_return_conflict_records": 1, "branch_conflict_records": 1,
        "meeting_place_conflict_records": 1, "entry_days_conflict_records": 1, "visit_kind_conflict_records": 1,
        "closed_kept_open_records": 1, "course_load_conflict_records": 1}
