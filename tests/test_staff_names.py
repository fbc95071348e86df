"""An office names who signs and at most one colleague (issue 19, s19v): no report signed by one producer that also
names an editor, a producer, a host and who takes follow-up questions; a letter's next steps are at most two and
never a run of stock lines ("An incomplete set of papers will hold things up. If you change address, update us
straight away.")."""

import re
from pathlib import Path

from privasis_hub.synth import offline as O
from privasis_hub.synth.catalog import categories
from tests.benchmark_modules import load_benchmark
from tests.test_thread_shape import draft_of

_CATALOGUE = Path(O.__file__).resolve().parent.parent / "data" / "privasis"


def _record(record_type: str, seed: int, fmt: str) -> dict:
    draft = draft_of(record_type, seed, fmt)
    attributes = [{"key": k, "value": draft.plan.plan.values[k], "spans": v} for k, v in draft.plan.spans.items()]
    return {"id": f"{record_type}/{seed}", "record_type": record_type, "format": fmt, "text": draft.text,
            "attributes": attributes}


#: Record types whose fields name several of the office's staff (producer, editor, host, case handler; attorney
#: and paralegal; a school's office contact and counselors; a bank's officer and representative).
_MANY = (("podcast episode production notes", "report"), ("HOA dues delinquency letter", "letter"),
         ("auto insurance claim summary", "letter"), ("security deposit demand letter", "letter"),
         ("volunteer hours verification letter", "letter"), ("official transcript request", "letter"))


def test_an_office_names_its_signer_and_one_colleague_at_most():
    q = load_benchmark("quality_privasis")
    rows = [_record(rt, seed, fmt) for rt, fmt in _MANY for seed in range(6)]
    examples: dict[str, list[str]] = {"many_staff": []}
    assert q.many_staff_records(rows, examples) == 0, examples


def test_the_colleague_is_the_one_whose_role_fits_and_carries_their_own_address():
    fields = [f for c in categories().values() for f in c.fields
              if f.key in ("editor_name", "producer_name", "host_name", "case_handler")]
    by_key = {f.key: f for f in fields}
    values = {"signer_name": "Michelle Smith", "editor_name": "Jessica Russell", "producer_name": "Jacob Lopez",
              "host_name": "Derrick Becker", "case_handler": "Kenneth Hughes"}
    kept = O._one_colleague(list(by_key.values()), values, "Colgate Podcast Studio")
    assert [f.key for f in kept] == ["producer_name"]
    assert set(values) == {"signer_name", "producer_name", "colleague_email", "colleague_extension"}
    assert values["colleague_email"] == "j.lopez@colgatepodcast.example.org"
    assert re.fullmatch(r"ext\. \d{3}", values["colleague_extension"])
    # the field's sentences are left whole: the address and extension go on a contact line of the layout
    # (render.py colleague_line), not in brackets after the name (reader11 class 3)
    assert kept[0].sentences == by_key["producer_name"].sentences
    # in an e-mail thread, whose office messages come from the writer's own address, the extension only
    values = {"signer_name": "Michelle Smith", "producer_name": "Jacob Lopez"}
    kept = O._one_colleague([by_key["producer_name"]], values, "Colgate Podcast Studio", thread=True)
    assert set(values) == {"signer_name", "producer_name", "colleague_extension"}
    assert kept[0].sentences == by_key["producer_name"].sentences


def test_one_staff_address_to_write_to():
    """reader9 class 3: "Billy Clarke handles your aid file", signed Diana Henson, "E-mail for this file: d.henson@";
    where the colleague's address is told, replies go there and the signer's own is not given."""
    rows = [_record(rt, seed, fmt) for rt, fmt in _MANY for seed in range(6)]
    rows += [_record(rt, seed, "email thread") for rt in ("HOA dues delinquency letter", "official transcript request")
             for seed in range(4)]
    for r in rows:
        mails = set(re.findall(r"[\w.]+@[a-z]+\.example\.org", r["text"]))
        held = {a["value"] for a in r["attributes"] if a["key"] in ("signer_email", "colleague_email")}
        assert len(mails & held) <= 1, (r["id"], mails)
        if "colleague_email" in {a["key"] for a in r["attributes"]}:
            assert "signer_email" not in {a["key"] for a in r["attributes"]}, r["id"]
    q = load_benchmark("quality_privasis")
    examples: dict[str, list[str]] = {"many_staff": []}
    two = {"id": "x", "record_type": "aid letter", "format": "letter", "text": "x",
           "attributes": [{"key": "signer_email", "value": "d.henson@a.example.org", "spans": [[0, 1]]},
                          {"key": "colleague_email", "value": "b.clarke@a.example.org", "spans": [[0, 1]]}]}
    assert q.many_staff_records([two], examples) == 1


def test_letters_keep_two_next_steps_and_no_stock_run():
    q = load_benchmark("quality_privasis")
    rows = [_record(rt, seed, "letter") for rt, fmt in _MANY if fmt == "letter" for seed in range(6)]
    examples: dict[str, list[str]] = {"stock_tail": []}
    assert q.stock_tail_records(rows, examples, _CATALOGUE) == 0, examples
    assert not [r["id"] for r in rows if "[" in r["text"]]  # every step's wording chosen ("[mark|note] ...")


def test_the_stock_tail_count_flags_a_run():
    q = load_benchmark("quality_privasis")
    row = {"id": "x", "record_type": "letter", "text": "Dear Ms. Day,\n\nNext steps: An incomplete set of papers will "
           "hold things up. If you change address, update us straight away.\n"}
    examples: dict[str, list[str]] = {"stock_tail": []}
    assert q.stock_tail_records([row], examples, _CATALOGUE) == 1
