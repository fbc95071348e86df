"""A record holds only the parts of its own kind of document (reader7 classes 3 and 10, s19u-kinds): identity papers,
"Print your name as it is on your photo ID" and "Describe your circumstances:" only on the forms whose office checks
them (``skeletons.yaml: form_kinds``), never on a club officer nomination or an IT desk's laptop form; a clinical note
is laid out as a clinical note, never as a MEMORANDUM, with the job, the employer and the emergency contact in its
header and the diagnosis code in its billing block, not told in the history, the assessment or the plan."""

import asyncio
import re

import pytest

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.offline import OfflineRecords
from privasis_hub.synth.render import skeletons
from tests.test_record_fit import _person

_ID_PART = re.compile(r"(?m)\[x\] (?:Photo ID|Proof of (?:address|identity)|Passport photos)\b|on your (?:photo )?ID\b|"
                      r"the way it appears on official papers|^(?:Documents seen|ID checked|Proof seen|ID seen|"
                      r"ID verified|Identity checked|Documents checked): |to (?:send|bring|post) (?:the missing papers|"
                      r"proof of address)|(?:waiting for|pending) the papers asked for")


def _text(category: str, record_type: str, fmt: str, seed: int) -> str:
    spec = RecordSpec(profile=_person(seed, age=44, occupation="bookkeeper"), category=category,
                      subcategory=categories()[category].record_types[record_type].subcategory,
                      record_type=record_type, format=fmt, background="", document_date="2025-06-02")
    return asyncio.run(OfflineRecords().draft(spec, seed=seed)).text


@pytest.mark.parametrize(("category", "record_type", "fmt"), [
    ("community", "club officer nomination form", "application"),
    ("community", "club membership renewal form", "form"),
    ("community", "volunteer coordinator check-in notes", "case notes"),
    ("recreation", "adult league player registration", "form"),
    ("recreation", "photography contest entry form", "form"),
    ("media", "podcast guest release form", "form"),
    ("media", "correction and retraction request", "form"),
    ("professional_services", "laptop asset assignment form", "form"),
    ("professional_services", "HR leave of absence request", "application"),
    ("professional_services", "stakeholder interview notes for a consulting engagement", "case notes"),
])
def test_a_form_whose_office_checks_no_identity_asks_for_no_id_papers(category, record_type, fmt):
    name = category.replace("_", " ")
    for seed in range(8):
        text = _text(name, record_type, fmt, seed)
        assert not _ID_PART.search(text), (seed, _ID_PART.search(text), text)
        if not re.search(skeletons()[""]["form_kinds"]["circumstances"]["kinds"], record_type):  # (a leave asks them)
            assert "Describe your circumstances:" not in text, (seed, text)


def test_the_offices_that_check_identity_still_ask_for_its_papers():
    for record_type, category in (("passport application worksheet", "government"),
                                  ("personal loan application", "financial"),
                                  ("SNAP benefits renewal form", "government")):
        ticked = [seed for seed in range(8) if re.search(r"\[x\] (?:Photo ID|Proof of (?:address|identity))",
                                                          _text(category, record_type, "form", seed))]
        assert ticked, record_type


def test_identity_papers_and_the_id_line_are_declared_once_by_kind():
    kinds = skeletons()[""]["form_kinds"]
    assert not any(re.search(r"\bID\b", g) for g in skeletons()[""]["guidance"])  # only in ``identity: guidance``
    assert any(re.search(r"\bID\b", g) for g in kinds["identity"]["guidance"])
    for rt in ("club officer nomination form", "laptop asset assignment form", "podcast guest release form",
               "model railroad club swap-meet listing", "password reset identity verification log"):
        assert not re.search(kinds["circumstances"]["kinds"], rt), rt
    for rt in ("club officer nomination form", "laptop asset assignment form", "marathon race registration"):
        assert not re.search(kinds["identity"]["kinds"], rt, re.I), rt
    for rt in ("passport application worksheet", "SNAP benefits renewal form", "personal loan application",
               "expungement petition", "marriage license application"):
        assert re.search(kinds["identity"]["kinds"], rt, re.I), rt


def test_no_medical_record_type_is_a_memo():
    for rt in categories()["medical"].record_types.values():
        assert "memo" not in rt.formats, rt.name
    assert "memo" not in categories()["medical"].formats


_MEDICAL = [("annual physical examination note", "case notes"), ("psychiatric intake assessment", "report"),
            ("psychotherapy progress note", "case notes"), ("emergency department discharge summary", "report"),
            ("radiation oncology consultation note", "report"), ("tumor board summary", "report"),
            ("inpatient admission history and physical", "report")]
_SECTION = re.compile(r"(?m)^(Social history|Subjective|History|History of present illness|Reason for visit|Case summary|Assessment|"
                      r"Impression|Plan|Plan and follow-up|Recommendations?|Examination|Objective|Findings)$")
_MISPLACED = re.compile(r"\b(?:[Ff]or (?:the claim|billing|coding purposes)|(?:billed|submitted|reported) under|"
                        r"carries code|filed under code|[Ee]mergency contact|[Ii]n an emergency|[Ii]f there is an "
                        r"emergency|works as|is employed (?:by|as)|has (?:worked|been working) as|[Aa]s for work)\b")


@pytest.mark.parametrize(("record_type", "fmt"), _MEDICAL)
def test_a_clinical_note_tells_no_code_contact_or_job_in_its_sections(record_type, fmt):
    for seed in range(6):
        text = _text("medical", record_type, fmt, seed)
        assert not text.startswith("MEMORANDUM") and not re.search(r"(?m)^TO: .+ team$", text), text
        parts = _SECTION.split(text)
        for heading, body in zip(parts[1::2], parts[2::2], strict=True):
            for line in body.split("\n"):
                if re.match(r"^[A-Z][\w ,'()/-]{0,40}: ", line):  # a labelled line of the header or billing block
                    continue
                if heading != "Social history":  # (where the job is told)
                    assert not _MISPLACED.search(line), (seed, heading, line)


def test_a_clinical_record_asked_for_as_a_memo_is_laid_out_as_a_note():
    from privasis_hub.synth import render as R
    from tests.test_render_memo import _plan

    text, _ = R.render(_plan("memo"))
    assert not text.startswith("MEMORANDUM") and "TO:" not in text and "Patient: " in text
