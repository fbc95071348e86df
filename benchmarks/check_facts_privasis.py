"""Hard contradictions between two facts of one built Privasis record (issue 19, s19q; reader3's class 4).

One such pair is enough for a reader to call a record broken: a refund "issued by direct deposit" that the person
"asked for by a paper check", a single filer claiming a dependent, two different people who are each the person's
"best friend" (or mother, father, spouse), a job started at 17, a dead person signing after the death, probation
for a dismissed charge (or a no-contact order where no one was the victim), an HOA noise complaint cited under the
parking policy, snow in July, twins written "ages 4 and 4". Each class counts distinct records hit; most read the
record's attributes (exact), some the text's wordings, so counts are lower bounds.
Usage: python benchmarks/check_facts_privasis.py BUILD_DIR [--show CLASS-PREFIX]
"""
import datetime as dt
import re
import sys
from collections import defaultdict
from pathlib import Path

MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
DATE = rf"(\d{{4}}-\d{{2}}-\d{{2}}|\d{{2}}/\d{{2}}/\d{{4}}|(?:{MONTHS}) \d{{1,2}}, \d{{4}})"
_M = {m: i + 1 for i, m in enumerate(MONTHS.split("|"))}


def day(s):
    """The first date written in ``s`` (None when there is none)."""
    m = re.search(DATE, s or "")
    if m is None:
        return None
    s = m.group(1)
    if re.match(r"\d{4}-", s):
        return dt.date.fromisoformat(s)
    if "/" in s:
        mo, d, y = s.split("/")
        return dt.date(int(y), int(mo), int(d))
    mo, d, y = re.match(r"(\w+) (\d+), (\d+)", s).groups()
    return dt.date(int(y), _M[mo], int(d))


def years(a, b):
    """Whole years from ``a`` to ``b``."""
    return b.year - a.year - ((b.month, b.day) < (a.month, a.day))


#: Relations one person holds at most one of at a time (two "best friends" are two people, one of them wrong).
UNIQUE = ("best friend", "mother", "father", "husband", "wife", "spouse", "stepmother", "stepfather", "fiance",
          "fiancee", "oldest friend")
_NAME = r"([A-Z][a-z'-]+)(?: [A-Z][a-z'-]+)*"
#: Charges with someone harmed or threatened (a "complaining witness" to keep away from).
_VICTIM = re.compile(r"assault|harassment|protective order|trespass|mischief|theft|larceny|fraud|identity|disorderly")
_DRIVING = re.compile(r"driving|DUI|under the influence|reckless")
_DRUGS = re.compile(r"controlled substance|under the influence|DUI")
#: Months of snow and ice in the lower 48 (a weather note of "heavy snow" on July 9 is not); of heat, the reverse.
_COLD = re.compile(r"snow|freezing rain|iced the sidewalks|hail")
_HOT = re.compile(r"sticky heat|humid, buggy")
#: What each HOA rule covers (a noise complaint is not cited under the parking policy).
_HOA_RULES = {
    "Parking and Vehicle": re.compile(r"vehicle|trailer|basketball hoop placed in the cul-de-sac"),
    "Architectural Guidelines": re.compile(r"fence|paint|shed|satellite|window coverings"),
    "Maintenance of Lots": re.compile(r"lawn|trash|shed|fence|paint|holiday lights|window coverings"),
}
_NOT_SEEN = re.compile(r"noise|short-term rental")  # what an inspector's photo does not show
#: A person who owns their home does not have the landlord's jobs; a tenant moving out does not re-roof.
_OWNER_JOBS = re.compile(r"roof|termite|foundation|gutter|siding|septic|water heater replacement|new furnace")
_TENANT = re.compile(r"lease (?:is )?ending|end of (?:the|my) lease|move-out inspection|landlord|security deposit back")


def check(r):
    """{class: [evidence]} for one record."""
    t = r["text"]
    a = {x["key"]: x["value"] for x in r["attributes"]}
    hits = defaultdict(list)
    rd = dt.date.fromisoformat(r["document_date"]) if r.get("document_date") else None
    age = r["profile"].get("age")

    # 1. the refund: one way paid
    method = a.get("tax_refund_method", "") + a.get("refund_direct_deposit", "")
    if "issued by direct deposit" in t and "paper check" in method:
        hits["1 refund: direct deposit vs paper check"].append(method)
    if re.search(r"liability relates to", t) and "tax_refund_amount" in a:
        hits["1b refund: a 'liability' for a refund"].append(a["tax_refund_amount"])
    # 2. filing status and dependents
    status = (a.get("tax_filing_status") or a.get("client_tax_filing_status") or "").lower()
    deps = a.get("dependents_claimed") or a.get("tax_dependents") or ""
    n_deps = re.search(r"with (one|two|three|four|five) dependents? claimed", status)
    if status.startswith("single") and (n_deps or (deps and deps != "no dependents")):
        hits["2 single filer with a dependent"].append(f"{status} / {deps}")
    if status.startswith("head of household") and (re.search(r"with no dependents", status) or deps == "no dependents"):
        hits["2 head of household without a dependent"].append(f"{status} / {deps}")
    if age and age >= 62 and re.search(r"\b(?:two|three|four|five) children|child in daycare|school-age", deps):
        hits["2c young children claimed at 62 or over"].append(f"age {age}: {deps}")
    if "sole proprietorship files under EIN" in t and not re.search(
            r"self-employment|business|freelance|sole proprietor", a.get("tax_income_sources", "") + " "
            + a.get("business_entity", "")):
        hits["2b EIN of a sole proprietorship with no business income"].append(a.get("tax_income_sources", ""))
    # 3. one person in a unique relation
    names = defaultdict(set)
    for v in a.values():
        for m in re.finditer(rf"{_NAME} \(({'|'.join(UNIQUE)})\)", v):
            names[m.group(2)].add(m.group(1))
    for m in re.finditer(rf"\b[Mm]y ({'|'.join(UNIQUE)}),? ([A-Z][a-z'-]+)\b", t):
        names[m.group(1)].add(m.group(2))
    for rel, who in names.items():
        if len(who) > 1:
            hits["3 two people in one unique relation"].append(f"{rel}: {sorted(who)}")
    # 4. ages: a job before 18, a grandparent alive for a 60-year-old
    born = day(a.get("date_of_birth", ""))
    for key in ("start_date", "employment_start_date", "hire_date"):
        start = day(a.get(key, ""))
        # a job held now began at 18, or at 16 for a person not 18 yet on the record's day
        adult = rd is None or born is None or (years(born, rd) >= 18 and (rd.month, rd.day) != (born.month, born.day))
        if born and start and years(born, start) < (18 if adult else 16) and (rd is None or start <= rd):
            hits["4 job started before 18"].append(f"{key}={a[key]} born {a['date_of_birth']}")
    if age and age >= 60 and (m := re.search(r"\b[Mm]y (grandmother|grandfather|grandma|grandpa)\b", t)):
        if not re.search(r"late (grandmother|grandfather)|passed|died|memory of|remember", t[max(0, m.start() - 80):
                                                                                               m.end() + 80]):
            hits["4b a living grandparent of a person over 60"].append(f"age {age}: {m.group(0)}")
    # 5. a dead person acts after the death
    died = day(a.get("date_of_death", ""))
    if died:
        for key in ("signing_date", "intake_date"):
            if (when := day(a.get(key, ""))) and when > died:
                hits["5 the deceased acts after the death"].append(f"{key}={a[key]} died {a['date_of_death']}")
        if born and age is not None and years(born, died) < age - 1:
            hits["5b age told as if alive"].append(f"age {age}, died {a['date_of_death']}")
    # 6. a charge, its disposition and what followed it
    charge = a.get("criminal_charge", "")
    probation = a.get("probation_terms", "")
    if "dismissed" in a.get("expungement_grounds", "") and probation:
        hits["6 probation for a dismissed charge"].append(f"{a['expungement_grounds']} / {probation}")
    if charge and probation:
        if "complaining witness" in probation and not _VICTIM.search(charge):
            hits["6b condition that fits no part of the charge"].append(f"{charge} / {probation}")
        if "ignition interlock" in probation and not _DRIVING.search(charge):
            hits["6b condition that fits no part of the charge"].append(f"{charge} / {probation}")
        if re.search(r"victim impact", probation) and not (_DRIVING.search(charge) or _VICTIM.search(charge)):
            hits["6b condition that fits no part of the charge"].append(f"{charge} / {probation}")
        if re.search(r"substance use treatment|drug testing", probation) and not _DRUGS.search(charge):
            hits["6b condition that fits no part of the charge"].append(f"{charge} / {probation}")
    # 7. an HOA's rule and evidence against its violation; owner vs tenant
    rule, violation = a.get("governing_rule_cited", ""), a.get("hoa_violation", "")
    if rule and violation:
        for name, covers in _HOA_RULES.items():
            if name in rule and not covers.search(violation):
                hits["7 HOA rule cited does not cover the violation"].append(f"{violation} / {rule}")
        if _NOT_SEEN.search(violation) and re.search(r"photo", a.get("inspection_photo_note", "")):
            hits["7b photos of what a photo cannot show"].append(f"{violation} / {a['inspection_photo_note']}")
    if re.search(r"property manager for (?:the|your|his|her) unit", t, re.I) and re.search(
            r"deed for|household owns (?:Lot|Unit)", t):
        hits["7c owner told of a property manager for the unit"].append(a.get("lot_or_unit_number", ""))
    if r["category"] == "personal" and _TENANT.search(t) and (m := _OWNER_JOBS.search(" ".join(v for k, v in a.items() if re.search(
            r"repair|contractor|project|maintenance|chore|task|to_do|todo", k)))):
        hits["7d tenant doing an owner's repairs"].append(m.group(0))
    # 8. the season and the place
    weather = a.get("weather_note", "")
    if weather:
        # the entry's own date heads its line; elsewhere "today" is the record's
        head = t[:t.find(weather)] if weather in t else ""
        when = [d for d in (day(m.group(1)) for m in re.finditer(rf"(?m)^{DATE}", head)) if d]
        month = (when[-1] if when else rd).month if (when or rd) else None
        if month and _COLD.search(weather) and (5 <= month <= 9 and "hail" not in weather):
            hits["8 snow or ice in summer"].append(f"{weather} in month {month}")
        if month and _HOT.search(weather) and month in (11, 12, 1, 2, 3):
            hits["8 summer heat in winter"].append(f"{weather} in month {month}")
    # 9. the household: twins drawn by chance, a new arrival with years in the same flat
    for m in re.finditer(r"\(ages ([\d, and]+)\)", t):
        ages = re.findall(r"\d+", m.group(1))
        if len(ages) != len(set(ages)):
            hits["9 children of the same age"].append(m.group(0))
    if re.search(r"move to a new city|cross-country move|moved (?:here|to \w+) (?:this|last) (?:year|month)", t) and (
            m := re.search(r"(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\w* year of living in the "
                           r"current apartment", t)):
        hits["9b just moved, years in the same home"].append(m.group(0))
    # 10. a previous notice on the record's own day
    prev = day(a.get("previous_notice_date", ""))
    if prev and rd and prev >= rd:
        hits["10 'earlier' notice on or after the record's day"].append(f"{a['previous_notice_date']} on {rd}")
    # 11. an asylum seeker who met counsel before arriving
    entry, intake = day(a.get("date_of_entry", "")), day(a.get("intake_date", ""))
    if entry and intake and intake < entry:
        hits["11 met the office before arriving in the country"].append(f"entry {entry} intake {intake}")
    # 12. what a case holds against what it says of itself
    layout, wants = a.get("home_layout", ""), a.get("buyer_must_haves", "")
    if layout.startswith(("1 bedroom", "2 bedrooms")) and re.search(r"three bedrooms|home office and room", wants):
        hits["12 buyer's must-haves vs the home looked at"].append(f"{wants} / {layout}")
    if "without proof of insurance" in a.get("traffic_violation", "") and "insurance_carrier" in a:
        hits["12b no proof of insurance, an insurer on file"].append(a["insurance_carrier"])
    if r["profile"].get("occupation", "").startswith("retired ") and (
            "W-2 from the employer" in a.get("tax_documents_expected", "")
            or re.search(r"repair company|coffee carts|freelance|landscap|restaurant", a.get("business_entity", ""))):
        hits["12c a retiree with an employer's W-2 or a business to run"].append(
            a.get("tax_documents_expected", "") or a.get("business_entity", ""))
    # 13. one fact decided once, every sentence reading it (s19r-contra; reader4 class 9)
    received = {day(m.group(1)) for m in re.finditer(rf"(?im)(?:^(?:Date received|Received):\s*|\breceived (?:on )?){DATE}", t)}
    if len(received - {None}) > 1:
        hits["13 two different 'received' dates"].append(sorted(str(d) for d in received if d))
    got = day((re.search(rf"(?m)^Date received:? \|? ?{DATE}", t) or [""])[0])
    sub = day((re.search(rf"(?m)^Date of submission: {DATE}", t) or [""])[0])
    opened = day((re.search(rf"(?m)^Account opened: {DATE}", t) or [""])[0])
    if got and sub and sub > got:
        hits["13 submitted after it was received"].append(f"{sub} > {got}")
    if got and opened and got < opened:
        hits["13 received before the account was opened"].append(f"{got} < {opened}")
    home = r["profile"].get("street_address") or a.get("street_address", "")
    if (m := re.search(r"owns (Unit|Lot) (\w+)", t)) and home:
        apt = re.search(r"\s(?:Apt|Unit|#)\s?(\w+)$", home)
        if (m.group(1) == "Unit") != bool(apt) or (apt and apt.group(1) != m.group(2)):
            hits["13b owns a unit that is not the person's address"].append(f"{m.group(0)} / {home}")
    if re.search(r"fee comes to \$|fee of \$", t) and re.search(
            r"records request|public records|FOIA", r["record_type"] + t) and re.search(
            r"(?:request like this|such a request|this) is (?:free|answered without charge)", t):
        hits["13c a records request free of charge and a fee for it"].append(r["record_type"])
    if re.search(r"fixed fee", t) and re.search(r"timesheets|hourly|per hour|time and materials", t):
        hits["13d a fixed fee paid against timesheets"].append(a.get("payment_terms", ""))
    if re.search(r"decision should reach you|will decide on|decision is (?:still )?pending|no decision yet", t) and \
            re.search(r"\breleased \d+|\breleased (?:one|two|three)", t):
        hits["13e a pending decision on records already released"].append("")
    if re.search(r"no calls|rather than (?:a )?(?:phone )?calls?|no phone calls", " ".join(a.values()) + t) and \
            re.search(r"\bcall me back\b|\bgive me a call\b|\bring me\b", t):
        hits["13f no calls, and 'call me back'"].append("")
    if re.search(r"Visit: new patient|new patient", t) and re.search(
            r"finishing the planned treatment|next cycle|keeping blood counts safe", t):
        hits["13g a new patient finishing treatment"].append("")
    rec = day(a.get("recording_session", ""))
    if rec and re.search(r"release|consent", r["record_type"]) and rd and rec < rd and "filming_date" in a:
        hits["13h recorded before the release of a filmed piece"].append(f"{a['recording_session']} < {rd}")
    if "recording_session" in a and re.search(r"video call|podcast booth|by phone|over the phone",
                                              a["recording_session"]) and re.search(r"filmed at|Filming", t):
        hits["13h recorded over a call / in a booth, yet filmed"].append(a["recording_session"])
    if "appearance_fee" in a and "rights_fee" in a and re.search(r"(?m)^Fee: ", t):
        hits["13i two fees for one appearance"].append(f"{a['rights_fee']} + {a['appearance_fee']}")
    if re.search(r"How long do I have|By when do you need|Is there a date by which I have", t):
        told = [k for k in a if re.search(r"deadline|reply_by|response_window|response_due|cure_period", k)]
        if len(told) > 1:
            hits["13j a deadline told, asked for and answered with another"].append(told)
    # 14. an agreement's party named by its term (reader4 class 8): once per sentence, from its own side
    if r["format"] == "agreement":
        for sent in re.split(r"(?<=[.!?])\s+", t):
            m = re.search(r"\b[Tt]he (Client|Seller|Buyer)\b", sent)
            if not m:
                continue
            noun = m.group(1).lower()
            if re.search(rf"\bis {noun} number\b|\bis the {noun}'s\b|\band the {noun}\b", sent):
                hits["14 a party's term and the same noun again"].append(sent[:90])
            if re.search(r"the (?:Seller|Buyer|Client) (?:is|was) (?:looking at|working with|dealing with)"
                         r"|\b[Tt]he Client logs time\b|\b(?:home|listing|agreement|team) of the (?:Seller|Buyer|Client)",
                         sent):
                hits["14b a sentence from the other party's side"].append(sent[:90])
    if re.search(r"consulting statement of work|client engagement status report", r["record_type"]):
        occupation = r["profile"].get("occupation", "")
        if occupation in t and not re.search(r"manager|engineer|lawyer|analyst|accountant|scientist|developer|advisor",
                                             occupation):
            hits["14c a business engagement's client contact of an unfit job"].append(occupation)
    return hits


def main():
    sys.path.insert(0, str(Path(__file__).parent))  # its sibling's runner: load, count per class, print
    from check_dates_privasis import main as run

    run(check)


if __name__ == "__main__":
    main()
