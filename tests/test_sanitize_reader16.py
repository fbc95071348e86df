"""reader16's leaking triplets: a form field dropped "altogether" goes with the relation said after its name (T7);
a target that removes a party's counsel takes a second lawyer signing beside them (T6)."""

import pytest

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.rewrite import rewrite
from privasis_hub.sanitize.targets import expand


@pytest.mark.parametrize("relation", ["sister", "spouse", "adult son", "step-father"])
@pytest.mark.parametrize("label", ["Designated beneficiary", "Emergency contact", "Next of kin"])
def test_dropped_person_leaves_no_relation_on_its_line(label, relation):
    text = f"Section B. People\n{label}: Melissa Scott ({relation})\nShare: 100%\n"
    out = rewrite(text, [("account_beneficiary", "Melissa Scott")], "drop", keep=[], context={})
    assert "Melissa" not in out and "Scott" not in out
    assert relation not in out.lower() and label not in out  # no "Designated beneficiary: Sister"
    assert out.startswith("Section B. People\n") and "Share: 100%" in out


def test_an_age_or_other_tail_is_not_read_as_a_relation():
    text = "Beneficiary: Melissa Scott (see attached form B-7)\nShare: 100%\n"
    out = rewrite(text, [("account_beneficiary", "Melissa Scott")], "drop", keep=[], context={})
    assert "Melissa Scott" not in out and "Share: 100%" in out


_SIGNATURE = ("Respectfully submitted,\n____\nMatthew Baker, Attorney at Law\n{second}\nCampbell & Carlson LLP\n"
              "Counsel for the Plaintiff\n\nI, Michael Parsons, am the Plaintiff.\nMichael Parsons, by counsel\n")
_PEOPLE = [{"key": "law_firm", "value": "Campbell & Carlson LLP"}, {"key": "attorney_name", "value": "Matthew Baker"},
           {"key": "signer_name", "value": "Leah Mann"}, {"key": "full_name", "value": "Michael Parsons"}]


def _counsel_target(*keys):
    values = {p["key"]: p["value"] for p in _PEOPLE}
    return SanitizationTarget("group", "parties and counsel", tuple(TargetAttribute(k, values[k]) for k in keys),
                              "drop", ())


@pytest.mark.parametrize("title", ["Associate Attorney", "Esq.", "Paralegal", "of counsel"])
@pytest.mark.parametrize("keys", [("attorney_name",), ("law_firm",), ("law_firm", "attorney_name")])
def test_a_second_lawyer_signing_goes_with_the_counsel(title, keys):
    text = _SIGNATURE.format(second=f"Leah Mann, {title}")
    got = expand(_counsel_target(*keys), _PEOPLE, text=text)
    assert ("signer_name", "Leah Mann") in {(a.key, a.value) for a in got.attributes}
    assert ("full_name", "Michael Parsons") not in {(a.key, a.value) for a in got.attributes}  # the client stays


def test_a_signer_who_is_no_lawyer_is_not_taken():
    text = _SIGNATURE.format(second="Leah Mann, Office Manager")
    got = expand(_counsel_target("attorney_name"), _PEOPLE, text=text)
    assert "Leah Mann" not in {a.value for a in got.attributes}
    other = SanitizationTarget("attribute", "ethnicity", (TargetAttribute("ethnicity", "White"),), "drop", ())
    assert "Leah Mann" not in {a.value for a in expand(other, _PEOPLE, text=_SIGNATURE.format(
        second="Leah Mann, Associate Attorney")).attributes}


def test_a_removed_towns_area_code_goes_from_unannotated_phones_too():
    text = ("Wallace Advisory Partners\n687 Main St\nDelaware, OH 43015\nTel. +1 380 555 0168\n\n"
            "Speak to the team at +1 380 555 0168. Our Denver desk: +1 303 555 0110.\n")
    people = [{"key": "city", "value": "Delaware"}, {"key": "phone", "value": "+1 614 555 0194"}]
    target = SanitizationTarget("group", "contact and location", (TargetAttribute("city", "Delaware"),
                                                                 TargetAttribute("phone", "+1 614 555 0194")), "drop",
                                (("region", "OH"),))
    got = expand(target, people, text=text)
    values = {a.value for a in got.attributes}
    assert "+1 380 555 0168" in values  # one of Delaware's own area codes, on the office's line
    assert "+1 303 555 0110" not in values  # another state's number says nothing of the town
    assert "issuer_phone" in dict(got.context).get("linked", "")
    out = rewrite(text, [(a.key, a.value) for a in got.attributes], "drop", keep=[], context=dict(got.context))
    assert "380" not in out and "Delaware" not in out
