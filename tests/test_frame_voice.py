"""The most-read one-fact frames are told the way the document's writer tells them (issue 19, s19v-frames): the
``robotic_sentence_share`` probe of ``benchmarks/quality_privasis.py`` finds the robotic shapes, and the wordings
rewritten for it have no variant left in those shapes."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import yaml

from tests.benchmark_modules import load_benchmark

DATA = Path(__file__).resolve().parent.parent / "privasis_hub" / "data" / "privasis"


def _probe():
    return load_benchmark("quality_privasis")


def test_the_probe_finds_each_robotic_shape():
    kind = _probe().robotic_kind
    assert kind("The producer assigned is Jacob Lopez.") == "copula"
    assert kind("The skill offered is basic first aid and CPR.") == "copula"
    assert kind("His episode is part of Night Shift Stories.") == "copula"
    assert kind("For the rights, the fee is $1,010.00 in total.") == "for_the"
    assert kind("The course in question for Ana was Biology 101 this fall.") == "padded"
    assert kind("On March 3, 2025, you opened the account.") == "fronted_date"


def test_the_probe_passes_what_writers_write():
    kind = _probe().robotic_kind
    for sentence in ["Producer Jacob Lopez booked Mr. Williamson for the segment.",
                     "Ana brings basic first aid and CPR to the shelter's volunteer team.",
                     "On March 3, 2025, the office received your request and opened a file for it.",
                     "Please reply by June 4, 2025 so that we can keep your place.",
                     "Name: Jacob Lopez",
                     "The hearing was moved to June 4."]:
        assert kind(sentence) is None, sentence


def test_the_probe_counts_records_with_three_robotic_sentences():
    probe = _probe()
    robotic = ("The producer assigned is Jacob Lopez. The skill offered is basic first aid and CPR. "
               "His episode is part of Night Shift Stories. Thanks for your time today, Mr. Lopez.")
    fine = "Producer Jacob Lopez booked Mr. Williamson for the segment and will call him on Monday."
    rows = [{"id": "a", "format": "letter", "text": robotic}, {"id": "b", "format": "letter", "text": fine}]
    share, records = probe.robotic_sentences(rows, {"robotic_sentence": []} | _Examples())
    assert records == 1
    assert 0.5 < share < 1


class _Examples(dict):
    def __missing__(self, key):
        self[key] = []
        return self[key]


#: Fields whose robotic wordings were rewritten (s19v-frames): none of their variants is in a robotic shape.
REWRITTEN = {
    "profile.yaml": ["id_number", "email", "street_address", "employer"],
    "case.yaml": ["issuer_address"],
    "medical.yaml": ["treating_clinician", "referring_provider", "health_plan_member_id", "substance_use"],
    "legal.yaml": ["attorney_name", "paralegal_name", "law_firm", "presiding_judge", "landlord_name"],
    "community.yaml": ["coordinator_name", "community_emergency_contact", "volunteer_skill", "volunteer_shift",
                       "rental_fee", "tshirt_size"],
    "professional_services.yaml": ["department", "position_title", "work_schedule", "work_location",
                                   "business_entity"],
    "media.yaml": ["editor_name", "producer_name"],
    "education.yaml": ["child_teacher", "course_grade"],
    "government.yaml": ["registered_vehicle"],
}


def _wordings(data, key):
    if isinstance(data, dict):
        for k, v in data.items():
            if k == key and isinstance(v, dict) and isinstance(v.get("sentences"), list):
                yield from v["sentences"]
            else:
                yield from _wordings(v, key)
    elif isinstance(data, list):
        for x in data:
            yield from _wordings(x, key)


def _expand(text: str):
    parts = re.split(r"(\[[^\]]*\])", text)
    options = [p[1:-1].split("|") if p.startswith("[") else [p] for p in parts]
    for combo in itertools.product(*options):
        yield " ".join("".join(combo).split())


def test_rewritten_wordings_have_no_robotic_variant():
    kind = _probe().robotic_kind
    bad = []
    for name, keys in REWRITTEN.items():
        data = yaml.safe_load((DATA / name).read_text())
        for key in keys:
            found = list(_wordings(data, key))
            assert found, (name, key)
            for wording in found:
                for text in _expand(wording):
                    filled = re.sub(r"\{\w+\}", "Rock Valley", text.replace("{first_name}", "Anna"))
                    if kind(filled):
                        bad.append((name, key, text))
    assert not bad, bad
