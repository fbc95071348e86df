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
