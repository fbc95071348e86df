"""Court filings, instruments, case notes and interview transcripts read as the documents they are (s22-notes;
reader13 R7 and class 4): a filing's docket facts (judge, dates filed and heard, answer due, fee) stand beside its
caption, never among its facts; a pleading says who its parties are and states its claim under its own heading; a
will and a power of attorney speak in the maker's voice, the executor or agent named before the alternate; the notary
and a witness sign their blocks instead of being told in an article; a case note's plan is the worker's own, not a
clerk's routing of the file; an interviewee's particulars head the transcript instead of being read out as answers."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.catalog import FieldSpec
from privasis_hub.synth.pipeline import build_privasis
from privasis_hub.synth.render import Plan, _in_instrument_order, _party_name, instrument_types

#: Docket events told as a filing's facts (reader13 R7).
_DOCKET_SAID = re.compile(r"the court will (?:hear|see|take up)|court has listed|(?:lodged|filed) with the clerk|clerk (?:stamped|"
                          r"logged|entered) the|court (?:received|docketed|accepted) the (?:papers|filing)|clerk's fee|"
                          r"time (?:for the other side )?to answer (?:this|the) complaint runs|All filings must carry|"
                          r"The filing (?:is dated|carries|bears)|discovery is complete")
_CLERK_LINE = re.compile(r"(?m)^(?:To do|Follow-up|Next steps|Plan|Next): .*(?:reminder|[Cc]heck in again|[Kk]eep the "
                         r"file open|[a-z.]+@|[A-Z]{2,4}-\d{5,})")
_CONTACT_PROFILE = re.compile(r"(?m)^(?:Called|Rang|Phoned|Short call with|Saw|Spoke|Met|Talked|Follow-up with|Second "
                              r"call with|Voicemail from|Text from|E-mail from|Message from)[^:\n]*: (?:s?he|they) "
                              r"(?:is an? |works|was an? )")


@pytest.fixture(scope="module")
def rows(tmp_path_factory) -> list[dict]:
    out = tmp_path_factory.mktemp("s22notes")
    dd = build_privasis(500, seed=2222, out=out, split=None, shard_size=250, workers=1)
    return list(dd["train"])


def _attr(r: dict, key: str) -> str:
    return next((a["value"] for a in r["attributes"] if a["key"] == key), "")


def _filings(rows: list[dict]) -> list[dict]:
    kinds = instrument_types()
    return [r for r in rows if r["format"] == "agreement" and kinds.get(r["record_type"], {}).get("kind")
            in ("pleading", "answer", "motion")]


def test_a_filings_docket_stands_by_its_caption(rows):
    found = _filings(rows)
    assert len(found) >= 8
    bad = [(r["record_type"], m.group(0)) for r in found if (m := _DOCKET_SAID.search(r["text"]))]
    assert not bad, bad[:5]
    for r in found:
        title = r["text"].find(r["record_type"].upper())
        assert title > 0, r["record_type"]
        for key in ("hearing_date", "filing_date", "presiding_judge", "filing_fee"):
            value = _attr(r, key)
            if value:  # told once, in the caption box above the title
                assert r["text"].find(value) < title, (r["record_type"], key, value)


def test_a_pleading_names_its_parties_and_its_claim(rows):
    found = [r for r in _filings(rows) if instrument_types()[r["record_type"]]["kind"] in ("pleading", "answer")]
    assert len(found) >= 5
    for r in found:
        text = r["text"]
        assert re.search(r"(?m)^1\. Parties", text), r["record_type"]
        # (s26-agree: "is a 25-year-old paramedic residing in ...", where the record holds the age or the work)
        assert re.search(r"The (?:Plaintiff|Defendant), [^,\n]+, is (?:an individual|an? [\w -]+ residing in)", text), \
            r["record_type"]
        if instrument_types()[r["record_type"]]["kind"] == "pleading" and _attr(r, "legal_claim"):
            assert re.search(r"(?m)^\d\. (?:Claim for Relief|Cause of Action)\n[^\n]*" + re.escape(
                _attr(r, "legal_claim")), text), r["record_type"]
        # (a business on the other side has its trade in its name, not a bare "Adams-Jimenez")
        # (a wrongful termination claim is against the employer the person's details name, as that employer is named)
        other = _attr(r, "opposing_party")
        if "termination" in r["record_type"]:  # (the employer is then named as the Defendant only)
            assert not _attr(r, "employer") or other == _attr(r, "employer")
        else:
            assert other and not re.fullmatch(r"[A-Z][a-z]+-[A-Z][a-z]+", other), other


def test_an_instrument_prints_no_client_contact_preference(rows):
    found = [r for r in rows if r["format"] == "agreement" and r["record_type"] in instrument_types()]
    assert len(found) >= 10
    bad = [r["record_type"] for r in found if "Client contact instructions" in r["text"]]
    assert not bad, bad[:5]


def test_will_and_power_of_attorney_speak_in_the_makers_voice(rows):
    found = [r for r in rows if re.match(r"last will|durable financial power", r["record_type"])]
    assert found
    for r in found:
        text = r["text"]
        appointee, successor = _attr(r, "fiduciary_appointee"), _attr(r, "successor_fiduciary")
        if appointee:
            name = re.sub(r" \([^()]*\)$", "", appointee)
            assert re.search(r"I (?:appoint|name) (?:my [a-z -]+ )?" + re.escape(name), text), (r["record_type"], name)
            if successor:
                assert text.find(name) < text.find(re.sub(r" \([^()]*\)$", "", successor)), r["record_type"]
        assert not re.search(r"handle (?:the Testator|the Principal)'s affairs", text)


def test_the_notary_and_witness_sign_rather_than_being_told(rows):
    found = [r for r in rows if r["format"] == "agreement" and r["record_type"] in instrument_types()]
    for r in found:
        notary = _attr(r, "notary_name")
        if notary:
            assert r["text"].count(notary) == 1, (r["record_type"], notary)
        assert not re.search(r"later clause|signed in front of", r["text"]), r["record_type"]


def test_a_case_note_plan_routes_no_file(rows):
    found = [r for r in rows if r["format"] in ("case notes", "meeting minutes")]
    assert len(found) >= 20
    bad = [(r["record_type"], m.group(0)) for r in found if (m := _CLERK_LINE.search(r["text"]))]
    assert not bad, bad[:5]
    bad = [(r["record_type"], m.group(0)) for r in found if (m := _CONTACT_PROFILE.search(r["text"]))]
    assert not bad, bad[:5]


def test_an_interviewee_is_not_asked_for_their_particulars(rows):
    found = [r for r in rows if r["format"] == "interview transcript" and r["text"].startswith("Interview transcript")]
    assert found
    for r in found:
        assert re.search(r"(?m)^Interview(?:ee| with): ", r["text"]), r["record_type"]
        assert not re.search(r"Q: [^\n]*(?:your name|basic details|how do we contact you|best way to reach you)",
                             r["text"]), r["record_type"]


def _plan(record_type: str, values: dict[str, str]) -> Plan:
    return Plan(category="legal", subcategory="civil litigation", record_type=record_type, background="",
                format="agreement", fields=[], values=dict(values), sentence_choice={}, filler=[], target_words=400,
                layout_seed=1, organisation="Law Offices of Ann Lee", record_date="2025-01-10")


def test_party_name_gives_a_business_its_trade():
    plan = _plan("small claims complaint", {})
    assert _party_name(plan, "Adams-Jimenez", "store owner").startswith("Adams-Jimenez ")
    assert _party_name(plan, "Haynes, Holmes and Rasmussen", "landlord").startswith("Haynes ")
    assert _party_name(plan, "Burns LLC", "store owner") == "Burns LLC"
    assert _party_name(plan, "Robin Keith", "neighbor") == "Robin Keith"
    fired = _plan("wrongful termination complaint", {"employer": "Copper River School District"})
    assert _party_name(fired, "Torres-Quinn", "former employer") == "Copper River School District"


def test_instrument_order_puts_the_executor_before_the_alternate_and_facts_in_time():
    def spec(key: str) -> FieldSpec:
        return FieldSpec(key=key, label=key, group="g", sensitivity=0.5, generate=lambda ctx: "",
                         sentences=("{" + key + "}",))
    plan = _plan("last will and testament", {"successor_fiduciary": "B", "fiduciary_appointee": "A",
                                             "employment_end_date": "September 20, 2024",
                                             "incident_date": "September 10, 2024"})
    keys = [f.key for f in _in_instrument_order(plan, [spec("successor_fiduciary"), spec("employment_end_date"),
                                                       spec("fiduciary_appointee"), spec("incident_date")])]
    assert keys == ["fiduciary_appointee", "successor_fiduciary", "incident_date", "employment_end_date"]
