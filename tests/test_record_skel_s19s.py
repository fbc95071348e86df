"""s19s-skel: skeleton lines of one kind of paper stay in it (reader5 class 2), reports and memos do not open by
describing themselves (class 4), and the shared skeleton lines come in many wordings (issue 19, frame_reuse_share)."""

from collections import defaultdict

from privasis_hub.synth.render import _hours, _skel, render
from tests.benchmark_modules import load_benchmark
from tests.test_record_writing import _exact, _plan


def _quality():
    return load_benchmark("quality_privasis")


def _row(text: str, record_type: str, fmt: str = "letter") -> dict:
    return {"id": "prv-test", "text": text, "record_type": record_type, "format": fmt}


def test_foreign_boilerplate_detector():
    q = _quality()
    bad = [_row("Next steps: An answer is needed no later than 14 days from today.", "cancer survivorship care plan"),
           _row("A complaint is free and does not affect your case.", "last will and testament"),
           _row("Scans may be sent to a.perez@example.org.", "bail hearing transcript", "interview transcript"),
           _row("A letter will follow at the address on this form once a decision is made.",
                "on-camera interview consent form", "form"),
           _row("Independent advice is also available from a nonprofit counseling service.",
                "driver's license renewal notice")]
    good = [_row("Please reply within 14 days.", "debt collection validation notice"),
            _row("A complaint is free and does not affect your case.", "unemployment insurance claim determination"),
            _row("Scans may be sent to a.perez@example.org.", "building permit application", "application"),
            _row("We will write again once a decision is made.", "account suspension appeal"),
            _row("Free advice is available from a nonprofit counseling service.", "wage garnishment notice")]
    examples = defaultdict(list)
    assert q.foreign_boilerplate_records(bad, examples) == len(bad)
    assert q.foreign_boilerplate_records(good, examples) == 0


def test_self_describing_opening_detector():
    q = _quality()
    bad = [_row("TITLE\n\nThis report records the account suspension appeal from the records held.\n", "x", "report"),
           _row("RE: Plan\n\nWritten for the file on the account takeover incident.\n", "x", "memo"),
           _row("MEMO\n\nThis note records the position in the individualized education program.\n", "x", "memo"),
           _row("MEMO\n\nA brief note for colleagues on Mr. Ray's rent fund disbursement.\n", "x", "memo")]
    good = [_row("TITLE\nPrepared by Bo Lind, Case Manager\n\n1. Account\nThe account was restricted on May 1.\n",
                 "x", "report"),
            _row("Dear Ms. Quill,\nThis letter confirms your appointment.\n", "x", "letter")]
    examples = defaultdict(list)
    assert q.self_describing_opening_records(bad, examples) == len(bad)
    assert q.self_describing_opening_records(good, examples) == 0


def test_reports_and_memos_open_with_their_header_and_go_to_the_matter():
    q = _quality()
    for fmt, rt in (("report", "account suspension appeal"), ("memo", "performance improvement plan"),
                    ("report", "adult education placement test results")):
        for seed in range(6):
            plan = _plan("professional_services", fmt, rt, seed=seed)
            text, spans = render(plan)
            _exact(text, spans, plan.values)
            assert not q._SELF_DESCRIBING.search(text), text[:400]


def test_stock_lines_of_a_case_office_stay_out_of_care_plans_and_transcripts():
    q = _quality()
    for category, fmt, rt in (("medical", "letter", "cancer survivorship care plan"),
                              ("legal", "letter", "plea offer letter"),
                              ("media", "form", "on-camera interview consent form"),
                              ("legal", "letter", "last will and testament")):
        for seed in range(10):
            plan = _plan(category, fmt, rt, seed=seed)
            plan.subcategory = "general"
            text, spans = render(plan)
            _exact(text, spans, plan.values)
            for words, kinds in q._FOREIGN_BOILERPLATE:
                if not kinds.search(rt):
                    assert not words.search(text), (rt, words.pattern, text)


def test_office_hours_come_in_many_forms_and_one_per_record():
    plan = _plan("financial", "letter", "debt collection validation notice")
    hours = tuple(_skel(plan)["hours"])
    drawn = {_hours(hours, seed) for seed in range(400)}
    assert len(drawn) > 200  # (s19s-skel: a dozen fixed lines were printed by 7-17 records of 1,000 each)
    assert _hours(hours, 7) == _hours(hours, 7)
    for line in drawn:  # a letterhead's hours line, as the sanitizer's tidy recognizes it
        assert line[:1].isupper() and "[" not in line and "|" not in line
        assert line.split()[0].rstrip(":,") in {"Mon-Fri", "Weekdays", "Monday", "Mon-Thu", "Mon-Sat", "Mon",
                                                 "Monday-Saturday", "Monday-Friday", "Open", "Hours", "Office"}, line


def test_transcript_certification_and_questions_vary_but_read_as_a_court_record():
    seen = set()
    for seed in range(8):
        plan = _plan("legal", "interview transcript", "bail hearing transcript", seed=seed)
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        line = next(x for x in text.splitlines() if "the foregoing is a" in x)
        assert line.startswith("I ") and line.endswith(".")
        seen.add(line)
    assert len(seen) > 1
