"""The person who signs an office's record holds a role no other person of the record holds (issue 19: a letter
signed "Patricia Wilkinson, Paralegal" that sends papers to "Kathryn Bailey, the paralegal on the file")."""

from privasis_hub.synth.catalog import FieldSpec
from privasis_hub.synth.offline import _free_roles


def _spec(key: str, label: str) -> FieldSpec:
    return FieldSpec(key, label, "matter", 0.3, lambda ctx: "", ("{x}.",))


def test_the_signer_holds_a_role_no_other_person_of_the_record_holds():
    roles = ("Paralegal", "Attorney at Law", "Office Manager")
    assert _free_roles(roles, [_spec("paralegal_name", "Paralegal"), _spec("case_number", "Case number")]) \
        == ("Attorney at Law", "Office Manager")
    assert "Attorney at Law" not in _free_roles(roles, [_spec("attorney_name", "Attorney")])
    assert _free_roles(("Paralegal",), [_spec("paralegal_name", "Paralegal")]) == ("Paralegal",)  # none free: all


def test_a_platform_record_is_issued_by_the_platform_not_the_outlet_it_names():
    import random

    from privasis_hub.synth.catalog import categories
    from privasis_hub.synth.offline import _issuer_name

    media = categories()["media"]
    fields = [f for f in media.fields if f.key in ("publication_outlet", "outlet_name")]
    values = {"publication_outlet": "Stewart Press", "outlet_name": "Stewart Press"}
    named = _issuer_name(media, fields, "Perez", random.Random(0), values, ("=Chirply", "=Loopstream"))
    assert named in ("Chirply", "Loopstream")
    assert _issuer_name(media, fields, "Perez", random.Random(0), values, ()).startswith("{")  # an outlet's own paper
