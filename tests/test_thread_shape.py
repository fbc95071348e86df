"""E-mail threads and case logs read as real exchanges (issue 19, reader7 classes 8, 11 and 12): the office's
signature block once a thread, no canned reassurance after an answer, "this morning" only of a message of the same
day, no question the subject line already answers, log entries headed by what they tell, no note before the file was
opened, and who handles the matter told as the writer's colleague."""

import asyncio
import datetime as dt
import re

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.offline import OfflineRecords
from tests.benchmark_modules import load_benchmark
from tests.test_record_fit import _person


def draft_of(record_type: str, seed: int, fmt: str):
    """The offline draft of one record of ``record_type`` in ``fmt``, for a 44-year-old bookkeeper, dated 2 June 2025."""
    cats = categories()
    category = next(c for c, cat in cats.items() if record_type in cat.record_types)
    spec = RecordSpec(profile=_person(seed, age=44, occupation="bookkeeper"), category=category,
                      subcategory=cats[category].record_types[record_type].subcategory, record_type=record_type,
                      format=fmt, background="", document_date=dt.date(2025, 6, 2).isoformat())
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def _record(record_type: str, seed: int, fmt: str) -> dict:
    draft = draft_of(record_type, seed, fmt)
    plan = draft.plan.plan
    attributes = [{"key": f.key, "value": plan.values[f.key]} for f in plan.fields if plan.values.get(f.key)]
    return {"id": f"{record_type}/{seed}", "record_type": record_type, "format": fmt, "text": draft.text,
            "attributes": attributes}


_THREADS = ("HOA dues delinquency letter", "joint account closure request", "correction and retraction request",
            "official transcript request", "security deposit demand letter", "poll worker appointment letter",
            "volunteer hours verification letter", "debt collection validation notice")
_LOGS = ("help desk support ticket", "pottery studio membership log", "property tax assessment appeal",
         "stakeholder interview notes for a consulting engagement", "exit interview notes",
         "in-game purchase refund ticket", "phishing incident ticket")


def test_threads_sign_once_answer_plainly_and_date_their_thanks():
    q = load_benchmark("quality_privasis")
    rows = [_record(rt, seed, "email thread") for rt in _THREADS for seed in range(5)]
    ex: dict[str, list[str]] = {"repeated_signature": [], "reassurance_tail": [], "thread_time_slip": []}
    assert q.repeated_signature_records(rows, ex) == 0, ex["repeated_signature"]
    assert q.reassurance_tail_records(rows, ex) == 0, ex["reassurance_tail"]
    assert q.thread_time_slip_records(rows, ex) == 0, ex["thread_time_slip"]
    for r in rows:  # the office's opening hours at most once a thread
        lines = [line for line in r["text"].split("\n") if line and not line.startswith(">")]
        tel = [line for line in lines if line.startswith("Tel. ")]
        assert len(tel) == len(set(tel)), r["text"]


def test_logs_head_entries_by_what_they_tell_and_start_after_the_file_opened():
    q = load_benchmark("quality_privasis")
    rows = [_record(rt, seed, "case notes") for rt in _LOGS for seed in range(5)]
    ex: dict[str, list[str]] = {"log_heading_mismatch": []}
    assert q.log_heading_mismatch_records(rows, ex) == 0, ex["log_heading_mismatch"]


def test_thanks_words_follow_the_dates_of_the_two_messages():
    said = "Thanks for the quick reply this morning."
    assert R._when_said(said, "May 3, 2025", "May 3, 2025") == said
    assert R._when_said(said, "May 2, 2025", "May 3, 2025") == "Thanks for the quick reply yesterday."
    assert R._when_said(said, "April 29, 2025", "May 3, 2025") == "Thanks for the quick reply."
    assert R._when_said("I checked the file this morning.", "May 1, 2025", "May 3, 2025") == \
        "I checked the file this morning."  # (the writer's own morning, not the message's)


def test_the_counts_flag_each_slip():
    q = load_benchmark("quality_privasis")

    def thread(*messages: tuple[str, str, str]) -> dict:
        text = "\n-----\n".join(f"From: {who}\nTo: x@y.example\nDate: {date}\nSubject: Re: your claim (hearing on "
                                f"July 1, 2025)\n\n{body}" for who, date, body in messages)
        return {"id": "t", "record_type": "claim letter", "format": "email thread", "text": text, "attributes": []}
    block = "Kind regards,\nBo Ray, Clerk\nThe Office\n1 Main St\nTel. 555-0100\nOpen weekdays 9 to 5"
    ex: dict[str, list[str]] = {k: [] for k in ("repeated_signature", "reassurance_tail", "thread_time_slip",
                                                "log_heading_mismatch")}
    twice = thread(("Bo <o@x>", "May 1, 2025", "Dear Ann,\n\nNews.\n\n" + block),
                   ("Ann <a@x>", "May 2, 2025", "Hello,\n\nAnd the fee?\n\nThanks,\nAnn"),
                   ("Bo <o@x>", "May 3, 2025", "Dear Ann,\n\nIt is $5.\n\n" + block))
    assert q.repeated_signature_records([twice], ex) == 1
    once = thread(("Bo <o@x>", "May 1, 2025", "Dear Ann,\n\nNews.\n\n" + block),
                  ("Bo <o@x>", "May 3, 2025", "Dear Ann,\n\nIt is $5.\n\nKind regards,\nBo Ray, Clerk"))
    assert q.repeated_signature_records([once], ex) == 0
    tail = thread(("Bo <o@x>", "May 1, 2025", "Dear Ann,\n\nThe fee is $5. The file confirms it.\n\n" + block))
    assert q.reassurance_tail_records([tail], ex) == 1
    slip = thread(("Bo <o@x>", "May 1, 2025", "Dear Ann,\n\nNews.\n\n" + block),
                  ("Ann <a@x>", "May 2, 2025", "Hello,\n\nThanks for the reply this morning.\n\nThanks,\nAnn"))
    assert q.thread_time_slip_records([slip], ex) == 1
    same_day = thread(("Bo <o@x>", "May 2, 2025", "Dear Ann,\n\nNews.\n\n" + block),
                      ("Ann <a@x>", "May 2, 2025", "Hello,\n\nThanks for the reply this morning.\n\nThanks,\nAnn"))
    assert q.thread_time_slip_records([same_day], ex) == 0
    answered = thread(("Ann <a@x>", "May 2, 2025", "Hello,\n\nWhen is the hearing?\n\nThanks,\nAnn"),
                      ("Bo <o@x>", "May 3, 2025", "Dear Ann,\n\nThe hearing is on July 1, 2025.\n\n" + block))
    assert q.thread_time_slip_records([answered], ex) == 1

    def log(text: str) -> dict:
        return {"id": "l", "record_type": "help desk support ticket", "format": "case notes", "text": text,
                "attributes": []}
    mail = log("Ticket\nFile opened: May 1, 2025\n\nMay 2, 2025:\nMail in: housing costs Mr. Long $1,505.08 a month.\n")
    assert q.log_heading_mismatch_records([mail], ex) == 1
    letter = log("Ticket\nFile opened: May 1, 2025\n\nMay 2, 2025:\nMail in: Mr. Long sent the signed form.\n")
    assert q.log_heading_mismatch_records([letter], ex) == 0
    late = log("Ticket\nFile opened: May 1, 2025\n\nApril 5, 2025:\nNote to file: all well.\n\nMay 2, 2025:\n"
               "Note to file: the case was logged on May 1, 2025.\n")
    assert q.log_heading_mismatch_records([late], ex) == 1


def test_one_who_handles_the_matter_is_the_writers_colleague():
    seen = 0
    for rt in _THREADS:
        for seed in range(5):
            r = _record(rt, seed, "email thread")
            values = {a["key"]: a["value"] for a in r["attributes"]}
            handlers = [v for k, v in values.items() if R._HANDLER_KEY.match(k) and v != values.get("signer_name")]
            for name in handlers:
                office = [line for m in r["text"].split("\n-----\n") if not m.startswith("From: " + values["full_name"])
                          for line in m.split("\n") if name in line and not line.startswith(">")
                          and line.endswith(".") and f"of {name}" not in line]  # (not "Law Offices of ...")
                for line in office:
                    seen += 1
                    # (introduced as the writer's colleague, or as the one to ask: s27-contact's handler sentences)
                    assert re.search(r"colleague|[Ww]ith them|help|[Qq]uestions|can be reached|is available|[Yy]ou can "
                                     r"(?:also )?reach|[Aa]nything (?:further|more)", line), line
    assert seen
