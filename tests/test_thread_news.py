"""An e-mail thread reads as real correspondence (issue 19, reader11 class 5): the office's first message says why it
writes and carries the matter's news (the decision, the sums, the dates), never held back to answer a scripted
question; the person's reply greets the writer by name and does not recite the number its subject line shows or the
home address the office posts its copy to."""

import re

from tests.benchmark_modules import load_benchmark
from tests.test_thread_answers import _TYPES, _thread

_NEWS_TYPES = ("unemployment insurance claim determination", "notice of proposed tax adjustment",
               "truancy warning letter", "jury duty summons", "debt settlement offer letter",
               "international wire transfer confirmation", "help desk support ticket")


_DECIDED = re.compile(r"decision|determination|outcome|resolution|verdict|approv|denial|award")
_SUM_KEY = re.compile(r"due|balance|owe|fine|refund|benefit|payment|settle|offer|total")


def _rows(seeds: range = range(6)) -> list[dict]:
    return [_thread(rt, seed) for rt in _NEWS_TYPES + _TYPES for seed in seeds]


def _attrs(r: dict) -> dict[str, str]:
    return {a["key"]: a["value"] for a in r["attributes"]}


def test_no_thread_holds_its_news_back_for_a_later_answer():
    q = load_benchmark("quality_privasis")
    rows = _rows()
    examples: dict[str, list[str]] = {"thread_news_held_back": []}
    assert q.thread_news_held_back_records(rows, examples) == 0, examples["thread_news_held_back"]
    # ... and where the office writes first, its first paragraph after the greeting tells news (a sum, a date, a status)
    opened = 0
    for r in rows:
        messages = q._thread_messages(r)
        name = _attrs(r)["full_name"]
        if name in messages[0][0]:
            continue  # the person wrote first: the office's reply answers them
        paragraphs = [p for p in "\n".join(messages[0][1]).split("\n\n") if p.strip()]
        # (the particulars it finds the person by stand in a block over the greeting: s21-thread)
        while len(paragraphs) > 1 and not re.match(r"(?:Dear|Hello|Hi|Good morning|Good afternoon)\b", paragraphs[0]):
            paragraphs = paragraphs[1:]
        # (the decision itself, or a sum owed, paid or awarded: a date already past is told with the rest)
        news = [a["value"] for a in r["attributes"] if _DECIDED.search(a["key"])
                or "$" in a["value"] and _SUM_KEY.search(a["key"]) and not re.search(r"withh|income|wage|earn|gross|limit",
                                                                                    a["key"])]
        if news and any(v in "\n".join(messages[0][1]) for v in news):
            opened += 1
            assert any(v in paragraphs[1] for v in news), (r["id"], paragraphs[:2])
    assert opened >= 8


def test_the_reply_to_the_office_greets_its_writer_and_recites_no_number_or_address():
    q = load_benchmark("quality_privasis")
    greeted = 0
    for r in _rows(range(4)):
        attrs = _attrs(r)
        messages = q._thread_messages(r)
        name = attrs["full_name"]
        if name in messages[0][0]:
            continue
        first = messages[0][0].removeprefix("From: ").split(" <")[0]
        subject = next(line for line in r["text"].split("\n") if line.startswith("Subject: "))
        for sender, lines in messages[1:]:
            if name not in sender:
                continue
            body = "\n".join(lines)
            if "street_address" in attrs:
                assert attrs["street_address"] not in body, (r["id"], body)
            for a in r["attributes"]:  # the subject's own number is not quoted back in the message
                if re.fullmatch(r"[A-Z]{2,4}-\d{5,}", a["value"]) and a["value"] in subject:
                    assert a["value"] not in body, (r["id"], body)
            greeting = next(line for line in lines if line.strip())
            if re.fullmatch(r"[A-Z][a-z]+ [A-Z][\w'-]+", first):
                assert greeting.endswith(f" {first.split()[0]},"), (r["id"], greeting)
                greeted += 1
            assert greeting not in ("Dear team,", "Hi,") or not re.fullmatch(r"[A-Z][a-z]+ [A-Z][\w'-]+", first)
    assert greeted >= 10


def test_the_benchmark_flags_news_told_only_in_a_later_answer():
    q = load_benchmark("quality_privasis")

    def row(first_office: str, later_office: str) -> dict:
        text = (f"From: Bo Lind <b@o.example>\nTo: Ann Lee <a@x.example>\nSubject: Your claim\n\nDear Ann,\n\n"
                f"{first_office}\n\nKind regards,\nBo Lind\n-----\nFrom: Ann Lee <a@x.example>\nTo: b@o.example\n"
                f"Subject: Re: Your claim\n\nHi Bo,\n\nHow much will each payment be?\n\nThanks,\nAnn Lee\n-----\n"
                f"From: Bo Lind <b@o.example>\nTo: Ann Lee <a@x.example>\nSubject: Re: Your claim\n\nDear Ann,\n\n"
                f"{later_office}\n\nKind regards,\nBo Lind")
        return {"id": "x", "record_type": "unemployment insurance claim determination", "format": "email thread",
                "text": text, "attributes": [{"key": "full_name", "value": "Ann Lee"},
                                             {"key": "benefit_payment_amount", "value": "$296.41 per week"}]}

    held = row("Here is where things stand with your claim.", "You will receive $296.41 per week.")
    told = row("Your claim is approved: you will receive $296.41 per week.", "Ask for my colleague Cy Moss.")
    examples: dict[str, list[str]] = {"thread_news_held_back": []}
    assert q.thread_news_held_back_records([held, told], examples) == 1
    assert "benefit_payment_amount" in examples["thread_news_held_back"][0]


def test_a_family_group_chat_has_several_members_and_a_question_is_taken_on():
    from privasis_hub.synth.render import _GROUP_TAKES
    from tests.test_thread_shape import draft_of

    for seed in range(8):
        text = draft_of("family group chat about holiday plans", seed, "chat log").text
        lines = [ln for ln in text.split("\n") if re.match(r"\[\d\d:\d\d\] ", ln)]
        speakers = [ln.split("] ", 1)[1].split(":", 1)[0] for ln in lines]
        writer = speakers[1]
        assert len(set(speakers) - {writer}) >= 2, text
        for line, after in zip(lines, lines[1:], strict=False):
            if line.split(": ", 1)[1].rstrip().endswith("?") and line.split("] ", 1)[1].startswith(writer + ":"):
                said = after.split(": ", 1)[1]
                assert not after.split("] ", 1)[1].startswith(writer + ":") and said in _GROUP_TAKES, (line, after)
