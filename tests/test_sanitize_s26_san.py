"""s26-san: sanitization edits that read as a careful human redactor's (reader16's triplet classes and the s26 read of
seed 4444): a replacement that brings its own determiner takes no article or owner before it ("My dear my partner",
"the some music", "A your partner"); a schedule after "on the" is said as a frequency ("arrives on the monthly"); a
help line or contact cell is never routed to "an e-mail address" or "-"; a sign-off keeps its office; a lawyer's bare
title goes with the name; a second partner signing beside a removed lawyer goes too."""

import pytest

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.rewrite import rewrite
from privasis_hub.sanitize.targets import expand
from privasis_hub.sanitize.tidy import reader16_leftovers, tidy


@pytest.mark.parametrize("opening", ["My dear", "Dear", "My dearest"])
@pytest.mark.parametrize("name", ["Jose", "Karen", "Sam"])
def test_a_greeting_never_says_two_owners(opening, name):
    text = f"04/16/2025\n\n{opening} {name},\n\nI wanted to put a few things on paper.\n"
    out = rewrite(text, [("partner_name", name)], "abstract", keep=[], context={})
    assert name not in out
    assert "dear my" not in out.lower() and "dear your" not in out.lower() and "dearest my" not in out.lower()


@pytest.mark.parametrize("key,value", [("favorite_song", "song from our first dance"),
                                       ("favorite_music", "the album we played all summer"),
                                       ("song", "tune from the wedding")])
@pytest.mark.parametrize("before", ["the", "a"])
def test_no_article_before_some(key, value, before):
    text = f"Most evenings it is lemon chicken and {before} {value.removeprefix('the ')} on repeat.\n"
    out = rewrite(text, [(key, value.removeprefix("the "))], "abstract", keep=[], context={})
    assert " the some " not in out and " a some " not in out


@pytest.mark.parametrize("schedule", ["15th of each month", "1st of every month", "last day of each month"])
def test_a_payout_day_after_on_the_is_a_frequency(schedule):
    text = f"Each payout arrives on the {schedule} as a rule.\n"
    out = rewrite(text, [("payout_schedule", schedule)], "abstract", keep=[], context={})
    assert "on the monthly" not in out and "the monthly" not in out and "monthly" in out


@pytest.mark.parametrize("plan", ["road trip to see the coast", "weekend at the lake", "camping trip upstate"])
def test_planned_a_plan_says_plans_once(plan):
    text = f"For the weekend I have planned a {plan}, which I have been looking forward to all week.\n"
    out = rewrite(text, [("weekend_plan", plan)], "abstract", keep=[], context={})
    assert "a some" not in out and "planned some" not in out and plan not in out


_HELP = [
    ("Unsure about a question? Write to k.f@x.example.org or call the number above",
     "Unsure about a question? Write to an e-mail address or call the number above"),
    ("Stuck on a question? k.f@x.example.org (please give the form's title)",
     "Stuck on a question? An e-mail address (please give the form's title)"),
    ("Questions: k.f@x.example.org (mention the form's title in the subject line)",
     "Questions: An e-mail address (mention the form's title in the subject line)"),
    ("Help is available from k.f@x.example.org (quote the form number)",
     "Help is available from an e-mail address (quote the form number)"),
    ("If anything is unclear, write to k.f@x.example.org or phone the office",
     "If anything is unclear, write to an e-mail address or phone the office"),
]


@pytest.mark.parametrize("orig,edited", _HELP)
def test_a_help_line_is_routed_by_channel_not_to_a_stand_in(orig, edited):
    out = reader16_leftovers(f"Form\nTel. (785) 555-0173\n{orig}\n", f"Form\n{edited}\n")
    assert "an e-mail address" not in out.lower() and "e-mail" in out.lower()
    assert "number above" not in out  # no number is printed above any more
    kept = reader16_leftovers(f"Form\nTel. (785) 555-0173\n{orig}\n", f"Form\nTel. (785) 555-0173\n{edited}\n")
    assert ("number above" in kept) == ("number above" in orig)  # the number is still there to point at
    # the record's own wording stays
    assert reader16_leftovers(f"Form\n{edited}\n", f"Form\n{edited}\n") == f"Form\n{edited}\n"


@pytest.mark.parametrize("label", ["We have you at", "How we reach you", "Contact details held", "Phone and e-mail"])
@pytest.mark.parametrize("cells,want", [
    ("+1 901 555 0156 | - | preferred: phone on any weekday", "+1 901 555 0156 and e-mail | preferred: phone on any"),
    ("A phone number | an e-mail address | preferred: text message", ": phone and e-mail | preferred: text message"),
    ("(229) 555-0108 | an e-mail address", "(229) 555-0108 and e-mail"),
    ("Your phone number | - | preference: letter", ": phone and e-mail | preference: letter"),
])
def test_a_contact_cell_the_edit_emptied_is_said_as_its_channel(label, cells, want):
    orig = f"Jane Doe\n{label}: (229) 555-0108 | jd@example.com | preferred: x\n"
    out = reader16_leftovers(orig, f"Jane Doe\n{label}: {cells}\n")
    assert want in out and "| - |" not in out and "an e-mail address" not in out.lower()
    assert "A phone number" not in out


@pytest.mark.parametrize("role", ["therapist", "counselor", "doctor", "sponsor"])
def test_a_role_left_before_its_clause_reads_as_one_noun_phrase(role):
    orig = f"Lisa Chen, the {role} I see, keeps telling me I do not have to carry it alone."
    out = reader16_leftovers(orig, f"A {role} I see, keeps telling me I do not have to carry it alone.")
    assert out == f"The {role} I see keeps telling me I do not have to carry it alone."


@pytest.mark.parametrize("tail", ["which seemed as good a place as any.", "which is where the words finally came.",
                                  "which is where I do my thinking."])
def test_a_writing_place_clause_goes_with_its_place(tail):
    orig = f"Take care.\n\nI am writing this at the kitchen table, {tail} I miss you.\n\nLove,\nDustin\n"
    out = reader16_leftovers(orig, f"Take care.\n\nI am writing this, {tail} I miss you.\n\nLove,\nDustin\n")
    assert "writing this" not in out and "I miss you." in out


@pytest.mark.parametrize("who", ["Mr. Cox", "Ms. Green", "Mrs. Diaz"])
def test_an_emptied_clinical_sentence_goes(who):
    orig = f"{who} presented for night sweats. He has a history of asthma.\n\n{who} is covered by Acme PPO.\n"
    out = reader16_leftovers(orig, f"{who} presented. He has a history of asthma.\n\n{who} is covered.\n")
    assert f"{who} presented." not in out and f"{who} is covered." not in out and "history of asthma" in out


@pytest.mark.parametrize("label", ["Direct contact", "Your contact", "Handled by"])
@pytest.mark.parametrize("role", ["recruiter", "coordinator", "staff member", "insurance agent"])
def test_a_contact_line_lists_the_role_it_routes_to(label, role):
    out = reader16_leftovers(f"{label}: Lisa Dyer, {role}, ext. 523\n", f"{label}: A {role}, ext. 523\n")
    assert out == f"{label}: {role[0].upper()}{role[1:]}, ext. 523\n"


_THREAD = ("From: Tri-County Savings Bank\nTo: Andrea King <aking@example.net>\n\nHello Andrea,\n\nIt is done.\n\n"
           "Kind regards,\n{sig}\n\n-----\nFrom: Andrea King <aking@example.net>\nTo: Tri-County Savings Bank\n\n"
           "Thanks.\n\nAndrea\n\nOn February 20, 2025 at 11:42 AM, {quoted} wrote:\n> Hello Andrea,\n")


@pytest.mark.parametrize("title", ["Account Specialist", "Customer Service Representative", "Branch Manager"])
def test_a_signoff_without_its_name_keeps_its_office(title):
    orig = _THREAD.format(sig=f"John Schultz, {title}", quoted="John Schultz")
    edited = _THREAD.format(sig=title, quoted=f"the {title}")
    out = reader16_leftovers(orig, edited)
    assert f"Kind regards,\n{title}, Tri-County Savings Bank\n" in out
    assert "On February 20, 2025 at 11:42 AM, Tri-County Savings Bank wrote:" in out
    # an office line under the title already says it
    edited2 = _THREAD.format(sig=f"{title}\nTri-County Savings Bank", quoted="Tri-County Savings Bank")
    assert reader16_leftovers(orig, edited2) == edited2


@pytest.mark.parametrize("titles", [["Attorney at Law"], ["Attorney at Law", "Associate Attorney"],
                                    ["Esq.", "Managing Partner"]])
@pytest.mark.parametrize("after", ["Counsel for the Plaintiff", "Allen & Anderson LLP\nAttorneys for the Respondent"])
def test_a_lawyers_bare_title_goes_with_the_name(titles, after):
    names = ["Matthew Baker", "Leah Mann"]
    orig = "Respectfully submitted,\n______________________\n" + "\n".join(
        f"{n}, {t}" for n, t in zip(names[: len(titles)], titles, strict=True)) + f"\n{after}\n"
    edited = "Respectfully submitted,\n______________________\n" + "\n".join(titles) + f"\n{after}\n"
    out = reader16_leftovers(orig, edited)
    assert out == f"Respectfully submitted,\n______________________\n{after}\n"


def test_a_signature_line_with_only_a_date_under_it_keeps_its_title():
    orig = "Signed for the Club:\n______________________\nMark Hall, Paralegal\nDate: May 1, 2025\n"
    edited = "Signed for the Club:\n______________________\nParalegal\nDate: May 1, 2025\n"
    assert reader16_leftovers(orig, edited) == edited


_SIGNATURE = ("Respectfully submitted,\n____\nJuan E. Fitzpatrick, Attorney at Law\nSara Davis, {title}\n"
              "Howard & Shepard LLP\nCounsel for the Defendant\n")
_PEOPLE = [{"key": "law_firm", "value": "Howard & Shepard LLP"}, {"key": "attorney_name", "value": "Juan E. Fitzpatrick"},
           {"key": "signer_name", "value": "Sara Davis"}, {"key": "full_name", "value": "Laura Carpenter"}]


@pytest.mark.parametrize("title", ["Managing Partner", "Partner", "Senior Associate", "Associate"])
@pytest.mark.parametrize("op", ["drop", "abstract"])
def test_a_partner_signing_beside_the_removed_lawyer_goes_too(title, op):
    values = {p["key"]: p["value"] for p in _PEOPLE}
    target = SanitizationTarget("group", "parties and counsel", tuple(
        TargetAttribute(k, values[k]) for k in ("law_firm", "attorney_name")), op, ())
    got = expand(target, _PEOPLE, text=_SIGNATURE.format(title=title))
    assert ("signer_name", "Sara Davis") in {(a.key, a.value) for a in got.attributes}
    assert "Laura Carpenter" not in {a.value for a in got.attributes}


def test_the_records_own_wording_is_never_touched():
    text = ("Kind regards,\nAccount Specialist\n\nDirect contact: A recruiter, ext. 5\nI am writing this, which is odd.\n"
            "Questions: An e-mail address (x)\nWe have you at: - | preferred: x\n______\nAttorney at Law\nFor the firm\n")
    assert reader16_leftovers(text, text) == text
    assert tidy(text, text) == text


@pytest.mark.parametrize("lead", ["This instrument was prepared by:", "Prepared by:"])
def test_a_prepared_by_block_of_bare_titles_goes(lead):
    orig = f"Notary Public\n\n{lead}\nMatt Lee, Attorney at Law\nAnn Roe, Managing Partner\nFile number: WM-035287\n"
    edited = f"Notary Public\n\n{lead}\nAttorney at Law\nManaging Partner\nFile number: WM-035287\n"
    assert reader16_leftovers(orig, edited) == "Notary Public\n\nFile number: WM-035287\n"


def test_a_paralegals_title_goes_under_the_lawyer_who_stays():
    orig = "____\nJames Morrison, Attorney at Law\nAnn Roe, Paralegal\nRogers PC\nCounsel for the Petitioner\n"
    edited = "____\nJames Morrison, Attorney at Law\nParalegal\nRogers PC\nCounsel for the Petitioner\n"
    assert reader16_leftovers(orig, edited) == edited.replace("Paralegal\n", "")


@pytest.mark.parametrize("role", ["witness", "notary"])
def test_a_role_said_twice_on_a_signature_line_is_said_once(role):
    orig = f"____\nJohn Roe, {role}\n"
    assert reader16_leftovers(orig, f"____\nA {role}, {role}\n") == f"____\n{role.capitalize()}\n"


@pytest.mark.parametrize("role", ["Defendant", "Respondent", "Released Party"])
def test_an_opposing_party_is_called_by_its_role(role):
    orig = f"Jeremiah Smith, Plaintiff, v. Smith-Allen LLC, {role}.\nThe claim against Smith-Allen LLC (the \"{role}\")."
    edited = (f"Jeremiah Smith, Plaintiff, v. The opposing party, {role}.\nThe claim against the opposing party "
              f"(the \"{role}\").")
    out = reader16_leftovers(orig, edited)
    assert "opposing party" not in out
    assert out == f"Jeremiah Smith, Plaintiff, v. {role}.\nThe claim against the {role}."


@pytest.mark.parametrize("who", ["the team", "us", "the office"])
def test_a_reach_clause_whose_number_went_leaves_the_other_way(who):
    orig = f"If there are questions, reach {who} on +1 803 555 0159, or send a letter to 4153 Main St, Aiken, SC."
    edited = f"If there are questions, reach {who}, or send a letter to 4153 Main St, South Carolina."
    assert reader16_leftovers(orig, edited) == "If there are questions, send a letter to 4153 Main St, South Carolina."


@pytest.mark.parametrize("before", ["if you feel like meeting up.", "Take care."])
def test_a_cut_sentence_mid_line_keeps_one_space(before):
    orig = f"{before} I am writing this at a hotel room, which seemed as good a place as any. Take all the time you need."
    edited = f"{before} I am writing this, which seemed as good a place as any. Take all the time you need."
    assert reader16_leftovers(orig, edited) == f"{before} Take all the time you need."


def test_an_appositive_opposing_party_goes():
    orig = "The Plaintiff, Ryan Realty LLC, brought this eviction case."
    assert reader16_leftovers(orig, "The Plaintiff, the opposing party, brought this eviction case.") == (
        "The Plaintiff brought this eviction case.")


@pytest.mark.parametrize("label", ["Your contact for this", "Your contact", "Handled by"])
def test_a_stand_in_says_one_owner(label):
    orig = f"{label}: Nicole Vasquez, engagement lead, ext. 234\nI saw Nicole Vasquez."
    out = reader16_leftovers(orig, f"{label}: A your partner, engagement lead, ext. 234\nI saw a your partner.")
    assert out == f"{label}: Partner, engagement lead, ext. 234\nI saw your partner."


@pytest.mark.parametrize("role", ["staff member", "coordinator", "team member"])
def test_a_stand_in_is_not_said_to_be_itself(role):
    orig = f"File note: Mandy Thomas was the {role} who dealt with Ms. McKenzie."
    out = reader16_leftovers(orig, f"File note: A {role} was the {role} who dealt with the member.")
    assert out == f"File note: A {role} dealt with the member."


@pytest.mark.parametrize("owner", ["his", "her", "the contributor's", "the guest's"])
def test_an_episode_number_is_said_as_an_episode(owner):
    orig = "The segment with Mr. Cortez is planned for episode 171."
    out = reader16_leftovers(orig, f"The segment with Mr. Cortez is planned for {owner} episode number.")
    assert out == "The segment with Mr. Cortez is planned for an upcoming episode."
