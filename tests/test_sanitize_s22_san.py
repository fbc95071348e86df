"""reader13's triplet classes (issue 19, s22-san): a reply quotes its message as edited (A), a greeting without its
name greets as a writer would (B, G, H), a sign-off without its name goes (C), a staff contact line keeps its items
apart (E), a letterhead is never a bare kind of body on line 1 (F)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from privasis_hub.sanitize.pipeline import build_sanitization
from privasis_hub.sanitize.tidy import contact_lines, greetings, kind_letterhead, quotes_follow, tidy
from privasis_hub.synth.pipeline import build_privasis
from tests.benchmark_modules import load_benchmark

_NAMES = ["Alexandra Thompson", "David McPherson", "Lisa Smith", "Mary Lopez", "Brad Carter"]
_ROLES = ["Registrar", "Assistant Community Manager", "Office Manager", "Case Handler"]


def _thread(rng: random.Random) -> tuple[str, str]:
    """A three-message thread whose replies quote the message before, and the name that is being removed."""
    name, role = rng.choice(_NAMES), rng.choice(_ROLES)
    first, greet = name.split()[0], rng.choice(["Good morning", "Hello", "Dear", "Hi"])
    office = (f"From: {name} <office@example.org>\nTo: Pat Doe <pat@example.net>\nSubject: Your request\n\nDear Pat,\n\n"
              f"Your file is with {name}, {role}. It is under review.\n\nKind regards,\n{name}, {role}\n")
    reply = (f"From: Pat Doe <pat@example.net>\nTo: office@example.org\nSubject: Re: Your request\n\n{greet} {first},\n\n"
             f"Thanks. When will {name} reply?\n\nBest,\nPat\n\nOn May 1, 2025, {name} wrote:\n> Dear Pat,\n>\n"
             f"> Your file is with {name}, {role}. It is under review.\n")
    answer = (f"From: {name} <office@example.org>\nTo: Pat Doe <pat@example.net>\nSubject: Re: Your request\n\nDear Pat,"
              f"\n\nWithin the week.\n\nKind regards,\n{name}\n\nOn May 2, 2025, Pat Doe wrote:\n> {greet} {first},\n>\n"
              f"> Thanks. When will {name} reply?\n")
    return "\n-----\n".join([office, reply, answer]), name


def _unquoted(text: str) -> set[str]:
    return {line for line in text.split("\n") if not line.startswith(">")}


@pytest.mark.parametrize("seed", range(16))
def test_a_quote_says_what_its_message_now_says(seed):
    """However each copy was edited (copies are edited chunk by chunk), every quoted line equals a line of the
    message it quotes, and a line gone from the message is gone from the quote (reader13 A)."""
    original, name = _thread(random.Random(seed))
    first = name.split()[0]
    # a chunk-wise edit: the message's copy says "the Registrar", the quoted copy another thing, or the line goes
    edited = original.replace(f"Your file is with {name}, ", "Your file is with the office, ", 1)
    edited = edited.replace(f"> Your file is with {name}, ", "> Your file is with the colleague, ")
    edited = re.sub(rf"(?m)^(Good morning|Hello|Dear|Hi) {first},$", r"\1,", edited)
    edited = re.sub(rf"(?m)^> (Good morning|Hello|Dear|Hi) {first},$", r"> \1 the Registrar,", edited)
    edited = edited.replace(f"Thanks. When will {name} reply?", "Thanks.", 1)
    out = quotes_follow(original, edited)
    lines = _unquoted(out)
    for line in out.split("\n"):
        if line.startswith("> "):
            assert line[2:] in lines, line
    assert "the colleague" not in out and "the Registrar" not in out
    assert out.count("> Thanks.") == 1


@pytest.mark.parametrize("seed", range(8))
def test_a_quote_of_a_message_that_went_goes_with_its_attribution(seed):
    original, name = _thread(random.Random(seed))
    parts = original.split("\n-----\n")
    edited = "\n-----\n".join([parts[0], parts[2]])  # the reply went whole
    out = quotes_follow(original, edited)
    assert "Pat Doe wrote:" not in out and "> Thanks." not in out
    assert out.rstrip().endswith("Kind regards,\n" + name)


_GREETED = ["Good morning the Registrar,", "Hello Customer,", "> Hi Member,", "Dear Sir or Madam,", "Dear Member,",
            "Good afternoon the League Secretary,", "Hello Student,", "> Dear Applicant,"]


@pytest.mark.parametrize("line", _GREETED)
@pytest.mark.parametrize("thread", [True, False])
def test_b_g_h_a_greeting_without_its_name(line, thread):
    head = "From: A <a@example.org>\nSubject: Re: x\n\n" if thread else ""
    original = head + "Dear Mr. Kennedy,\n\nText.\n" + ("\n-----\nFrom: B <b@example.org>\n\nHello,\n" if thread else "")
    text = original.replace("Dear Mr. Kennedy,", line)
    out = greetings(original, text)
    assert not re.search(r"(?m)^>? ?(?:Dear|Hello|Hi|Good morning|Good afternoon) the ", out)
    assert not re.search(r"(?m)^>? ?(?:Hello|Hi) (?:Customer|Member|Student|Applicant),", out)
    if thread:
        assert not re.search(r"(?m)^>? ?Dear (?:Sir or Madam|Member|Customer|Applicant|Student),", out)
    elif line in ("Dear Member,", "Dear Sir or Madam,"):
        assert line in out  # a letter greets its reader by their tie to the office, as a form letter does


@pytest.mark.parametrize("value,want", [
    ("The office's e-mail address ext. 612", "The office, ext. 612"),
    ("A service representative ext. 389", "A service representative, ext. 389"),
    ("Insurance agent an extension", "An insurance agent"),
    ("Case handler an extension", "A case handler"),
    ("An attorney, attorney, ext. 834", "An attorney, ext. 834"),
    ("A counselor, school counselor, ext. 12", "A school counselor, ext. 12"),
    ("Professor Lisa Jackson ext. 442", "Professor Lisa Jackson, ext. 442"),
    ("Oscar Leon, the office's e-mail address, ext. 389", "Oscar Leon, ext. 389"),
    ("A partner, engagement lead, ext. 7", "A partner, engagement lead, ext. 7"),
])
@pytest.mark.parametrize("label", ["Your contact", "Direct contact", "Staff contact", "Contact for this file",
                                   "Handled by", "Your contact for this"])
def test_e_a_contact_line_keeps_its_items_apart(value, want, label):
    original = f"Ref.: SR-1\n{label}: Oscar Leon, o.leon@bank.example.org, ext. 389\n\nDear Jose,\n"
    out = contact_lines(original, original.replace("Oscar Leon, o.leon@bank.example.org, ext. 389", value))
    assert f"{label}: {want}\n" in out


@pytest.mark.parametrize("kind", ["A law firm", "An insurance company", "The community college", "A media company"])
def test_f_a_letterhead_is_never_a_bare_kind(kind):
    original = "Peterson & Wilson PC\n61 Water Ave\nYeso, NM 88136\nTel. 575-555-0158\n\nJuly 5, 2024\n\nDear Sir,\n"
    kept = kind_letterhead(original, original.replace("Peterson & Wilson PC\n61 Water Ave", kind))
    assert kept.split("\n")[1] == "Yeso, NM 88136" and not re.match(r"(?:An?|The) ", kept)
    assert kept.split("\n")[0].istitle() or " of " in kept.split("\n")[0]
    alone = kind_letterhead(original, kind + "\n\nJuly 5, 2024\n\nDear Sir,\n")  # the whole block went
    assert alone.startswith("July 5, 2024")


@pytest.mark.parametrize("closing", ["Many thanks,", "Best,", "Best regards,", "Kind regards,"])
@pytest.mark.parametrize("after", ["(207) 555-0101\n\nOn March 1, 2024, the office wrote:\n> Hi,\n",
                                   "\nOn March 1, 2024, the office wrote:\n> Hi,\n", "\n-----\nFrom: x\n", ""])
def test_c_a_sign_off_without_its_name_goes(closing, after):
    original = f"Hello,\n\nThanks.\n\n{closing}\nWillie Kennedy\n{after}"
    out = tidy(original, original.replace("Willie Kennedy\n", ""))
    assert closing not in out
    assert "Thanks." in out


def _rows(folder: Path) -> list[dict]:
    return [r for f in sorted(folder.glob("data/*.parquet")) for r in pq.read_table(f).to_pylist()]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("s22san")
    build_privasis(120, 22, root / "p", split=None, progress=False)
    build_sanitization(root / "p", root / "s", split=None, progress=False, seed=22)
    return _rows(root / "s")


def test_reader13_classes_over_a_build(built):
    """Over a whole build (threads, letters, forms): no reader13 class A-H in any triplet; J (a value left) only in
    hard rows, which say so."""
    quality = load_benchmark("quality_sanitization")
    for row in built:
        found = quality.reader13_classes(row)
        for key in "ABCDEFGH":
            assert not found[key], (key, row["id"], found[key])
        if found["J"]:
            assert row["difficulty"] == "hard", (row["id"], found["J"])


_TITLED = [("Charge of your matter lies with attorney {}.", "with an attorney."),
           ("Customer service representative {} is the contact for your case.", "A customer service representative is"),
           ("Coordinator {} handles the paperwork.", "A coordinator handles"),
           ("Questions go to your attorney {}.", "your attorney.")]


@pytest.mark.parametrize("operation", ["drop", "abstract"])
@pytest.mark.parametrize("name", _NAMES)
@pytest.mark.parametrize("sentence,want", _TITLED)
def test_a_name_after_its_job_title_leaves_the_title_to_say_who(operation, name, sentence, want):
    from privasis_hub.sanitize.rewrite import rewrite

    out = rewrite("Dear Pat,\n\n" + sentence.format(name) + "\n", [("colleague_name", name)], operation)
    assert name not in out and want in out, out
    assert not re.search(r"(?i)\b(?:attorney|representative|coordinator)[ \t]+(?:a|an|the)[ \t]", out)
