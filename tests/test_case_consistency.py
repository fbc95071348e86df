"""One case per record, every sentence realising it (issue 19, s19u, reader7 class 6): no date out of the order its
events happened in, one answer to each role, a signer who can make the act, one status per matter, "today" only of
the record's own day."""

import asyncio
import re
from collections import defaultdict

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.catalog.timeline import parse_day
from privasis_hub.synth.offline import _FRONT_LINE, OfflineRecords, _fit_to_act, _not_today
from tests.benchmark_modules import load_benchmark
from tests.test_record_fit import _person


def _draft(category: str, rt: str, seed: int, fmt: str, date: str = "2025-06-02", **person):
    cat = categories()[category]
    spec = RecordSpec(profile=_person(seed, **(person or {"age": 40, "occupation": "payroll clerk"})),
                      category=category, subcategory=cat.record_types[rt].subcategory, record_type=rt, format=fmt,
                      background="", document_date=date)
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def _day(value: str):
    return parse_day(value)[0]


def test_one_told_rules_are_declared_and_loaded():
    assert ("one_told", "community_role", "applied_role") in categories()["community"].rules
    assert ("one_told", "notice_period", "start_date") in categories()["professional services"].rules


def test_a_nomination_tells_the_role_sought_and_not_another_role_held():
    # reader7 rec 125: "Role or position: welcome committee chair" beside "The role applied for is member-at-large"
    for seed in range(12):
        plan = _draft("community", "club officer nomination form", seed, "application").plan.plan
        told = {f.key for f in plan.fields}
        assert not {"community_role", "applied_role"} <= told, seed


def test_a_candidate_with_a_start_date_is_not_also_immediately_available():
    # reader7 rec 257: "due to start on February 29, 2024" beside "he mentioned immediate availability"
    for rt, fmt in (("candidate submittal profile", "memo"), ("job offer letter", "letter")):
        for seed in range(10):
            draft = _draft("professional services", rt, seed, fmt)
            told = {f.key for f in draft.plan.plan.fields}
            assert not {"notice_period", "start_date"} <= told, (rt, seed)


def test_a_reply_is_due_before_the_event_it_is_for():
    # reader7 rec 125: "Deadline: 02/22/2026" after "Event date: 12/29/2025"
    for rt, fmt in (("club officer nomination form", "form"), ("block party street closure request", "letter")):
        for seed in range(12):
            values = _draft("community", rt, seed, fmt).plan.plan.values
            if "community_deadline" in values and "community_event_date" in values:
                assert _day(values["community_deadline"]) <= _day(values["community_event_date"]), (rt, seed)
    for seed in range(12):  # a renewal is answered before the renewed benefits start
        values = _draft("government", "SNAP benefits renewal form", seed, "form", age=40,
                        occupation="line cook").plan.plan.values
        assert _day(values["response_deadline"]) <= _day(values["benefit_start_date"]), seed


def test_a_school_file_opens_on_the_papers_and_a_report_dates_them_on_the_day_they_came_in():
    # reader7 rec 82: "Date opened: January 10, 2025" beside "His file was last updated on January 8, 2025"
    said = next(f for f in categories()["education"].fields if f.key == "edu_request_date").sentences
    assert not any("last updated" in s or "changed last" in s for s in said)
    for seed in range(12):
        draft = _draft("education", "ESL class progress report", seed, "report", age=35, occupation="line cook")
        values = draft.plan.plan.values
        if "case_opened_date" in values and "edu_request_date" in values:
            assert _day(values["edu_request_date"]) <= _day(values["case_opened_date"]), seed
        told = {f.key for f in draft.plan.plan.fields}
        for m in re.finditer(r"(?:sent in|handed in|supplied|posted) on ([A-Z][a-z]+ \d{1,2}, \d{4}|[\d/-]{10})",
                             draft.text):
            if "edu_request_date" in told:  # the papers came in on the one day the record tells
                assert m.group(1) == values["edu_request_date"], (seed, m.group(0))


def test_today_is_only_the_records_own_day():
    f = next(f for f in categories()["medical"].fields if f.key == "body_weight")
    assert any("today" in s for s in f.sentences)
    kept = _not_today(f)
    assert kept.sentences and not any(re.search(r"\btoday\b", s) for s in kept.sentences)
    # reader7 rec 130: "Weight today was 192 lb" in a letter of December 27 about a visit on December 7
    for seed in range(10):
        draft = _draft("medical", "cardiac rehabilitation plan", seed, "letter", age=60, occupation="payroll clerk")
        values = draft.plan.plan.values
        if "visit_date" in values and _day(values["visit_date"]) != _day(draft.plan.plan.record_date):
            for g in draft.plan.plan.fields:
                assert not any(re.search(r"\btoday\b", s) for s in g.sentences), (seed, g.key)


def test_a_deals_term_covers_the_dates_it_governs():
    from privasis_hub.synth.offline import _keep_covers

    rules = categories()["media"].rules
    assert ("covers", "contract_term", "scheduled_publication_date") in rules
    # reader7 rec 280: "The deal lasts 3 months from February 1, 2025" beside publication on September 7, 2025
    values = {"contract_term": "3 months from February 1, 2025", "scheduled_publication_date": "September 7, 2025",
              "recording_session": "January 20, 2025 at 10:00 AM in the newsroom"}
    _keep_covers(rules, values)
    assert values["contract_term"] == "12 months from January 20, 2025", values
    for seed in range(10):
        values = _draft("media", "source confidentiality agreement", seed, "agreement").plan.plan.values
        n, start = re.match(r"(\d+) months from (.+)", values["contract_term"]).groups()
        for key in ("recording_session", "story_deadline", "scheduled_publication_date"):
            if key in values:
                gap = (_day(values[key]) - _day(start)).days
                assert 0 <= gap <= 30.4 * int(n), (seed, key, values[key], values["contract_term"])


def test_an_offices_act_is_signed_by_someone_who_can_make_it():
    roles = ("Program Specialist", "Records Clerk", "Office Supervisor", "Customer Service Representative")
    assert _fit_to_act(roles, "disability benefits award letter") == ("Program Specialist", "Office Supervisor")
    assert _fit_to_act(roles, "vehicle registration renewal form") == roles  # a form is taken in at the desk
    assert _fit_to_act(("Records Clerk",), "police incident report") == ("Records Clerk",)  # none other declared
    for seed in range(10):
        plan = _draft("government", "disability benefits award letter", seed, "letter").plan.plan
        assert not _FRONT_LINE.search(plan.signer_role), (seed, plan.signer_role)


def test_a_ticket_tells_one_status():
    # reader7 rec 203: "current status is resolved" and, at the foot of the same notes, "open, in progress"
    for seed in range(12):
        draft = _draft("professional services", "help desk support ticket", seed, "case notes")
        if "ticket_status" in {f.key for f in draft.plan.plan.fields}:
            assert not re.search(r"(?:File status|Case status|\nStatus): (?:open|active)", draft.text), seed


def test_the_probe_counts_contradictions_of_one_case():
    probe = load_benchmark("quality_privasis")
    catalogue = probe.Path(probe.__file__).resolve().parent.parent / "privasis_hub" / "data" / "privasis"

    def row(text, attrs, rt="help desk support ticket", category="professional services", date="2025-06-02"):
        return {"id": "r", "record_type": rt, "category": category, "document_date": date, "format": "case notes",
                "text": text, "attributes": [{"key": k, "value": v, "spans": []} for k, v in attrs.items()]}

    ex = defaultdict(list)
    two = row("The current status is resolved and waiting for the user to confirm.\nCase status: open, in progress.",
              {"ticket_status": "resolved and waiting for the user to confirm"})
    one = row("The current status is resolved and waiting for the user to confirm.", {})
    assert probe.status_conflict_records([two, one], ex) == 1
    roles = row("Role or position: recording secretary\nRole applied for: club treasurer",
                {"community_role": "recording secretary", "applied_role": "club treasurer"},
                rt="club officer nomination form", category="community")
    award = row("Kind regards,\n\nSabrina Morgan, Customer Service Representative\n",
                {}, rt="disability benefits award letter", category="government")
    assert probe.role_conflict_records([roles, award, one], ex, catalogue) == 2
    late = row("Deadline: 02/22/2026", {"community_deadline": "02/22/2026", "community_event_date": "12/29/2025"},
               rt="club officer nomination form", category="community")
    today = row("Weight today was 192 lb.", {"visit_date": "December 7, 2025"}, rt="cardiac rehabilitation plan",
                category="medical", date="2025-12-27")
    today["attributes"].append({"key": "body_weight", "value": "192 lb", "spans": [{"start": 17, "end": 23}]})
    term = row("The deal lasts 3 months from February 1, 2025.", {"contract_term": "3 months from February 1, 2025",
               "scheduled_publication_date": "September 7, 2025"}, rt="source confidentiality agreement",
               category="media")
    assert probe.case_date_records([late, today, term, one], ex, catalogue) == 3
