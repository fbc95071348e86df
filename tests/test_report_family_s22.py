"""Issue 19, the report and memo family (s22-report, reader13 classes 1, 4, 5, 12 and R5, R8): an office's report or
memo gives the person's particulars in its head, on and under the name it is filed under, never as a card pasted
after the matter ("Details held for Mr. Holder / Particulars: age 29"); its follow-up is a list of action items, each
with an owner and a date after the document's own, never a note to self ("Follow-up: Set a reminder for 20 days from
today", "To do: Keep the file open under EN-293319 to month end"); a report on a matter the office took up itself
(a conduct case, a rundown, an investigation) tells no request of the person's; a conduct case holds no account-
security sign-in address and one device only."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.catalog.timeline import parse_day
from privasis_hub.synth.pipeline import build_privasis
from privasis_hub.synth.render import _ACTION_KINDS

N = 300


@pytest.fixture(scope="module")
def rows(tmp_path_factory) -> list[dict]:
    out: list[dict] = []
    for seed in (2222, 78):
        path = tmp_path_factory.mktemp(f"report-family-s22-{seed}")
        dd = build_privasis(N, seed=seed, out=path, split=None, shard_size=100, workers=1)
        out += list(dd["train"])
    return out


def _values(r: dict) -> dict[str, str]:
    return {a["key"]: a["value"] for a in r["attributes"]}


def _offices(rows: list[dict]) -> list[dict]:
    return [r for r in rows if r["format"] in ("report", "memo") and r["category"] != "medical"
            and r["text"].startswith(("MEMORANDUM", r["record_type"].upper()))
            and not re.search(r"(?m)^TO: (?:Everyone in the family|All of us|The family)$", r["text"])]


def _head(text: str) -> str:
    """A report's or memo's head: the lines before its first blank line."""
    return text.split("\n\n", 1)[0]


def test_the_persons_particulars_are_in_the_files_head_not_a_card_after_the_matter(rows):
    offices = _offices(rows)
    assert len(offices) > 40
    for r in offices:
        text = r["text"]
        assert not re.search(r"(?m)^(?:Particulars:|Details held|Details on file|Personal details|On file for |.+, on file$)",
                             text), text
    headed = 0
    for r in offices:
        v, head = _values(r), _head(r["text"])
        for key in ("date_of_birth", "street_address", "phone", "email"):
            if key in v:
                assert v[key] in head, (key, head)
        if "date_of_birth" in v:  # on the name line, as a case caption gives it
            line = next(x for x in head.splitlines() if "born " + v["date_of_birth"] in x)
            assert re.match(r"[A-Z][\w ]*: ", line) and (v["full_name"] in line or "Parent" in line), line
            headed += 1
    assert headed > 10


_TODO = re.compile(r"(?m)^(?:To do|Follow-up|Next steps|Next|From here|Going forward): ")
_ITEM = re.compile(r"(?m)^\d+\. (.+?) to [a-z][^\n]*, (?:due|by) ([^\n]+)$")


def test_an_office_report_or_memo_has_no_note_to_self_only_owned_dated_action_items(rows):
    with_items = 0
    for r in _offices(rows):
        text = r["text"]
        assert not _TODO.search(text), text[-900:]
        assert not re.search(r"(?i)set a reminder|keep the file open|copy [a-z.]+@\S+ on", text), text[-900:]
        items = _ITEM.findall(text)
        record = parse_day(r["document_date"]) or parse_day(text.split("DATE: ", 1)[-1])
        for owner, day in items:
            assert re.match(r"(?:(?:Dr|Mr|Ms|Mrs)\. )?[A-Z][A-Za-z'.-]+(?: [A-Z][A-Za-z'.-]+){1,3}$", owner), owner
            due = parse_day(day)
            assert due is not None, day
            if record is not None:
                assert due[0] > record[0], (r["id"], day, r["document_date"])
        # (s25-scaffold, reader15 class 1: only a kind that carries an action list has one, minutes, plans,
        # conference and call notes; a police report or a manifest entry states findings and dates)
        assert not items or _ACTION_KINDS.search(r["record_type"]), (r["record_type"], items)
        with_items += bool(items)
    assert with_items > 3


_REQUEST = re.compile(r"\b(?:request taken up|(?:took|started work on) (?:up )?(?:his|her|[A-Z][\w.' ]+'s) request"
                      r"|(?:His|Her) request (?:reached us|came in|is dated)|logged (?:his|her) request)")
_STARTED = re.compile(r"conduct|misconduct|investigation|incident|rundown|production|performance improvement"
                      r"|evaluation|escalation|moderation|fact-check|placement|screening|progress")


def test_a_report_on_a_matter_the_office_took_up_tells_no_request_of_the_persons(rows):
    files = [r for r in _offices(rows) if _STARTED.search(r["record_type"])]
    assert files
    assert not [(r["id"], r["record_type"], m.group(0)) for r in files if (m := _REQUEST.search(r["text"]))][:5]


def test_a_conduct_case_holds_no_sign_in_address_nor_a_second_device(rows):
    cases = [r for r in rows if r["record_type"] in ("multiplayer conduct report", "in-game purchase refund ticket")]
    for r in cases:
        keys = set(_values(r))
        assert not keys & {"last_login_ip", "gaming_device_name"}, (r["id"], keys)
        assert not re.search(r"(?i)sign-in came from|login under review|last address used", r["text"]), r["text"]
