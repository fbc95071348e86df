"""Issue 19, s29-dense: the letterhead's fax line and website come back (s28-dense), and the sanitizer takes them
with the office contact they give back: the fax with the office phone (the same exchange) and back, the website
with a staff e-mail (the same domain) and back; a sanitized row keeps none of them once its partner is a target.
The catalogue's most used bare-copula wordings ("Your landlord is X.", "The request is for X.") are rewritten into
sentences that do the document's business; none of the old wordings is left, and none is rendered in a build."""

from __future__ import annotations

import glob
import re

import pyarrow.parquet as pq
import pytest
import yaml

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.pipeline import build_sanitization
from privasis_hub.sanitize.targets import expand
from privasis_hub.synth.pipeline import build_privasis
from tests.benchmark_modules import load_benchmark

_OFFICE = {"issuer_phone": "(602) 555-0179", "issuer_fax": "(602) 555-0184",
           "issuer_website": "www.harborclinic.example.org", "signer_email": "s.taylor@harborclinic.example.org",
           "issuer_address": "12 Main St"}
#: (the wording's field, a regex of what an old bare-copula wording rendered as): each is gone from the catalogue.
_OLD = (
    ("pulse_rate", r"^(?:Your|His|Her|Their|My) (?:resting pulse|pulse|heart rate) was [^,]+?(?: when checked| at rest)?\.$"),
    ("chief_complaint", r"^The (?:reason|main reason) for (?:the visit|today's visit|this visit|the appointment) "
                        r"(?:was|is) [^,]+\.$"),
    ("rollover_type", r"^The request is for [^,]+\.$"),
    ("landlord_name", r"^(?:Your|His|Her|Their|My) (?:lease|landlord) is (?:with )?[A-Z][^,]+\.$"),
    ("literary_agent", r"^(?:Your|His|Her|Their|My) literary agent is [^,]+\.$"),
    ("drivers_license_number", r"^(?:Your|His|Her|Their|My) driver's license number is \S+\.$"),
    ("personal_goal", r"^This year's (?:main|biggest|one real) goal is [^,]+\.$"),
    ("original_debt", r"^The (?:original debt|debt at the outset) was [^,]+\.$"),
)


def _target(key: str, value: str) -> SanitizationTarget:
    return SanitizationTarget("attribute", key, (TargetAttribute(key, value),), "drop", ())


def _attributes() -> list[dict]:
    return [{"key": k, "value": v, "group": "issuing organisation", "sensitivity": 0.3, "spans": []}
            for k, v in _OFFICE.items()]


@pytest.mark.parametrize(("target", "linked"), [("issuer_phone", "issuer_fax"), ("issuer_fax", "issuer_phone"),
                                                ("signer_email", "issuer_website"),
                                                ("issuer_website", "signer_email")])
def test_an_office_contact_takes_its_partner_with_it(target, linked):
    out = expand(_target(target, _OFFICE[target]), _attributes())
    assert (linked, _OFFICE[linked]) in {(a.key, a.value) for a in out.attributes}
    assert linked in dict(out.context)["linked"].split()
    assert "issuer_address" not in {a.key for a in out.attributes}  # the street is no contact of the phone's


def test_the_office_name_takes_fax_and_website_too():
    attributes = _attributes() + [{"key": "clinic_name", "value": "Harbor Clinic", "group": "g", "sensitivity": 0.5,
                                   "spans": []}]
    out = expand(_target("clinic_name", "Harbor Clinic"), attributes, office="Harbor Clinic")
    assert {"issuer_fax", "issuer_website", "issuer_phone"} <= {a.key for a in out.attributes}


def test_no_old_bare_copula_wording_is_left_in_the_catalogue():
    words = [w for f in glob.glob("privasis_hub/data/privasis/*.yaml")
             for spec in (yaml.safe_load(open(f)).get("fields") or {}).values() if isinstance(spec, dict)
             for w in spec.get("sentences") or [] if isinstance(w, str)]
    assert len(words) > 1000
    gone = ("{first_name}'s landlord is {landlord_name}.", "The request is for {rollover_type}.",
            "{first_name}'s literary agent is {literary_agent}.", "The trip was cut short by {interruption_reason}.",
            "The [original debt|debt at the outset] was {original_debt}.")
    assert not set(gone) & set(words)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("s29dense")
    build_privasis(200, seed=2929, out=out / "p", split=None, shard_size=200, workers=1)
    build_sanitization(out / "p", out / "s", seed=2929, split=None)
    read = lambda d: [r for f in sorted(glob.glob(str(d / "**" / "*.parquet"), recursive=True))  # noqa: E731
                      for r in pq.read_table(f).to_pylist()]
    return read(out / "p"), read(out / "s")


def test_no_old_wording_is_rendered_and_fax_and_website_are_printed(built):
    records, _ = built
    robotic = load_benchmark("quality_privasis")
    faxed = sited = 0
    for r in records:
        keys = {a["key"] for a in r["attributes"]}
        for s in robotic.sentences(r["text"]):
            assert not any(k in keys and re.search(p, s) for k, p in _OLD), (r["id"], s)
        a = {x["key"]: x["value"] for x in r["attributes"]}
        if "issuer_fax" in a:
            faxed += 1
            assert f"Tel. {a['issuer_phone']} · Fax {a['issuer_fax']}" in r["text"], r["id"]
        if "issuer_website" in a:
            sited += 1
            assert a.get("signer_email", "@" + a["issuer_website"][4:]).endswith("@" + a["issuer_website"][4:])
    assert faxed >= 40 and sited >= 80, (faxed, sited)
    assert sum(len(r["attributes"]) for r in records) / len(records) >= 31.0


def test_no_sanitized_row_keeps_a_linked_office_contact(built):
    records, rows = built
    probe = load_benchmark("quality_sanitization")
    by_id = {r["id"]: r for r in records}
    checked = 0
    for row in rows:
        if row["difficulty"] != "vanilla":
            continue
        keys = {k for t in row["targets"] for k in t["keys"]}
        checked += bool(keys & {"issuer_phone", "issuer_fax", "issuer_website", "signer_email"})
        leaks = [x for x in probe.linked_leaks(row, by_id[row["record_id"]]) if x.startswith(("office", "organisation"))]
        assert not leaks, (row["id"], leaks)
    assert checked >= 5, checked
