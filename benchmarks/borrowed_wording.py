"""Count records whose text carries a sentence that belongs to another kind of document or organisation
(reader3 class 2) or a garbled follow-up / next-steps line (reader3 class 7).

Usage: python benchmarks/borrowed_wording.py DATASET_DIR [--show N]
Each detector is a regex plus an optional record-type/format filter saying where the wording is foreign.
A count is the number of records with at least one hit.
"""
import re
import sys
from collections import defaultdict

from datasets import concatenate_datasets, load_dataset


def _load(path):
    dd = load_dataset(path)
    return concatenate_datasets([dd[s] for s in dd])


def _kind(words):
    """A predicate: the record is NOT of a kind whose record type or subcategory matches ``words`` (where the
    wording is foreign)."""
    rx = re.compile(words, re.I)
    return lambda r: not (rx.search(r["record_type"]) or rx.search(r.get("subcategory") or ""))


# (name, regex, predicate(record) -> True where the wording is foreign; None: foreign everywhere)
DETECTORS = [
    # a club's or an association's members come to its meetings; an after-school form or a food bank roster has none
    ("for the meetings", r"for (?:the )?meetings\b|the meetings of\b",
     _kind(r"club|association|society|nomination|board|committee|membership|homeowners|garden|neighborhood")),
    # a concert, a race, a festival is an event; a fishing charter, an after-school pickup, a verification is not
    ("at the event", r"\bat the (?:event|gathering|function|venue)\b|\bthe event on\b",
     _kind(r"concert|accommodation|ticket|festival|block party|swap-meet|tournament|marathon|race|contest|live events")),
    ("whoever is on shift", r"whoever is on shift", _kind(r"shelter|roster|shift|respite|care")),
    ("eligibility unit", r"eligibility unit",
     _kind(r"benefit|eligib|assistance|SNAP|Medicaid|unemployment|disability|housing|welfare|subsid|voucher")),
    ("staff member on duty was", r"staff member on duty was", None),
    # a gym, a trainer or a cruise line has staff, not organizers
    ("told the organizers", r"(?:told|let) the organi[sz]ers",
     _kind(r"marathon|race|event|league|tournament|festival|contest|concert|block party|ticket")),
    ("story featuring you", r"story featuring you", _kind(r"news|article|feature|profile|interview|magazine|journal")),
    ("same officer", r"same officer", _kind(r"benefit|claim|tax|license|permit|police|court|citation|immigration")),
    ("the panel will hear", r"the panel will hear", _kind(r"hearing|appeal|tribunal|disciplinary|grievance")),
    # a law firm acts for its client: "someone acting on your behalf needs your written permission" is not its line
    ("acting on your behalf (law firm)", r"(Anyone acting for you needs|Someone acting on your behalf needs|"
     r"A person acting in your name must have|A relative helping you must have) your",
     lambda r: r.get("category") == "legal"),
    # a visit's closing lines (time counseling, the plan repeated back) in a study's report read by a specialist
    ("visit talk in a study report", r"counseling on the plan|education on the plan|the plan back|after-visit summary",
     lambda r: re.search(r"\bMRI\b|\bscan\b|\bpanel\b|echocardiogram|Holter|pathology|tumor board|operative report"
                         r"|\bresult\b", r["record_type"], re.I) is not None),
    # a platform's identity check or a creator's followers in a podcast's papers
    ("platform talk in a podcast paper", r"during identity verification|[Ff]ew followers know",
     lambda r: r.get("subcategory") == "podcasting"),
    # a court's dates and orders in a will, a trust or a power of attorney
    ("court talk outside a court matter", r"court dates|filing deadlines|without a court order",
     _kind(r"court|hearing|complaint|petition|eviction|custody|divorce|lawsuit|summons|motion|answer|litigation"
           r"|probate|appeal|expungement|bankruptcy|subpoena|injunction|restraining|settlement|claim|charge|citation"
           r"|plea|dispute|asylum|removal|immigration")),
    # a platform's pages in a station's, a newsroom's or a studio's letter; a newspaper's filing in television
    ("platform pages outside a platform", r"account settings show|help center shows|creator dashboard",
     lambda r: r.get("subcategory") in ("broadcast and documentary", "journalism", "podcasting", "book publishing")),
    ("newsroom filing in television", r"Editors want the story",
     lambda r: r.get("subcategory") != "journalism"),
    ("the person wrote the piece", r"The piece \w+ wrote is slated|piece you wrote is slated", None),
    ("camera terms in a print story", r"on-camera appearance|not to appear on camera|silhouette lighting|in frame\b",
     lambda r: r.get("subcategory") == "journalism"),
    ("producer at a newspaper", r"(?:Distribution|Circulation|Copies to|CC|cc):[^\n]*\bproducer\b",
     lambda r: r.get("subcategory") == "journalism"),
    ("tax form from a platform's appeal", r"Form W-9", lambda r: r.get("subcategory") in ("social media", "journalism")),
    # a social worker's home visit in a police report or a payroll memo; a site visit to a podcast
    ("home visit with no home to visit", r"\ba home visit\b",
     _kind(r"custody|child|welfare|individualized education|evaluation|assessment|benefit|adoption|foster|elder"
           r"|disability|care|referral|intake|eligibility|housing|assistance|home|sentence|probation|parole")),
    ("site visit with no site", r"\ba site visit\b",
     _kind(r"permit|inspection|violation|claim|appraisal|construction|property|building|homeowners|engagement|audit"
           r"|consulting|loss|zoning|lease|tenancy|eviction")),
    ("a marriage license's box elsewhere", r"Spouse or intended spouse", _kind(r"marriage|wedding")),
    # an HOA notice citing a rule of another matter (a neighbor's noise complaint under the parking policy)
    ("HOA rule of another matter", r"Parking and Vehicle Policy",
     lambda r: not re.search(r"inoperable vehicle|boat trailer|basketball hoop", r["text"])),
    ("HOA rule of another matter (architecture)", r"Architectural Guidelines",
     lambda r: not re.search(r"fence|exterior paint|backyard shed|satellite dish|window coverings", r["text"])),
    # reader4 class 4: social-services case framing (a case coordinator, a school counselor, a referral note) on a
    # paper of no casework (a thesis progress report); bank-statement lines on a consulting agreement; a finished
    # piece's runtime on a participant's release; a caller's age or a publication date heading a voicemail
    ("casework framing outside casework", r"TO: Case coordinator|(?:CC|Distribution|Copies to|Circulation):[^\n]*"
     r"\b(?:school counselor|case coordinator)\b|\bthe referral note of\b|\bthe intake sheet of\b",
     _kind(r"custody|child|welfare|individualized education|Section 504|special education|K-12|psychoeducational"
           r"|disciplinary referral|truancy|parent-teacher|enrollment packet|report card|adoption|foster|elder"
           r"|disability|referral|intake|eligibility|benefit|housing|assistance|victim|probation|pre-sentence"
           r"|protective")),
    ("bank-statement lines on an agreement", r"question about an entry|[Yy]our next statement will|Account opened:",
     lambda r: re.search(r"agreement|contract|statement of work|engagement|retainer", r["record_type"]) is not None),
    ("production fields on a release", r"(?m)^Runtime:", lambda r: re.search(r"release|consent", r["record_type"])
     is not None),
    ("age or publication date on a voicemail", r"(?m)^(?:Age|Scheduled publication date):",
     lambda r: "voicemail" in r["record_type"]),
    # signer roles of another desk (reader3: a royalties manager signs an edit letter, a membership coordinator
    # a charter booking, a contracts manager answers a query)
    ("signer of another desk", r"Royalties Manager|Contracts Manager|Membership Coordinator",
     lambda r: r["record_type"] in ("developmental edit letter", "fishing charter booking",
                                    "literary agent query letter", "photography contest entry form")),
]

FOLLOWUP = re.compile(
    r"^(Follow-up|Next steps|Action|Actions|Next step)s?: [^\n]*(once sign-off|to stay open|pending sign-off|closure when|"
    r"manager to review|same day,|Further papers to be added|before it can move on|remains open|not to be closed|"
    r"remains active)[^\n]*", re.M)
CLOSE_AND_OPEN = re.compile(r"^(Follow-up|Next steps|Action)s?: [^\n]*(clos)[^\n]*(open|active|not to be closed)[^\n]*|"
                            r"^(Follow-up|Next steps|Action)s?: [^\n]*(open|active)[^\n]*(clos)[^\n]*", re.M)


_FOLLOW_LINE = re.compile(r"^(?:Follow-up|Next steps|To do|Action|Plan): ([^\n]*)", re.M)
#: Words a plain to-do item opens with (the writer's own action, in the imperative).
_IMPERATIVE = {"follow", "call", "ring", "keep", "take", "forward", "pass", "review", "check", "look", "add", "file",
               "chase", "send", "log", "note", "quote", "cite", "ask", "get", "set", "close", "archive", "confirm",
               "raise", "put", "bring", "let", "verify", "route", "remind", "tell", "await", "expect", "have", "copy"}


def followup_items(line: str) -> list[str]:
    return [x.strip() for x in re.split(r", | and ", line.rstrip(".")) if x.strip()]


def followup_flaws(text: str) -> list[str]:
    """A note's follow-up lines with more than two items, or items in mixed grammar (imperative and not)."""
    out = []
    for m in _FOLLOW_LINE.finditer(text):
        if ". " in m.group(1).rstrip("."):  # a letter's next steps in sentences, not a note's terse line
            continue
        items = followup_items(m.group(1))
        firsts = {x.split()[0].lower() in _IMPERATIVE for x in items}
        if len(items) > 2 or len(firsts) > 1:
            out.append(m.group(0))
    return out


def scan(ds, extra=()):
    hits = defaultdict(list)
    for i, r in enumerate(ds):
        t = r["text"]
        for name, rx, pred in list(DETECTORS) + list(extra):
            m = re.search(rx, t)
            if m and (pred is None or pred(r)):
                hits[name].append((i, r["record_type"], r["format"], t[max(0, m.start() - 80): m.end() + 80].replace("\n", " ")))
        m = FOLLOWUP.search(t)
        if m:
            hits["garbled follow-up"].append((i, r["record_type"], r["format"], m.group(0)))
        if (bad := followup_flaws(t)):
            hits["follow-up of 3+ items or mixed grammar"].append((i, r["record_type"], r["format"], bad[0]))
        m = CLOSE_AND_OPEN.search(t)
        if m and ". " not in m.group(0).split(": ", 1)[1].rstrip("."):  # a note's terse line, not a letter's paragraph
            hits["follow-up closes and keeps open"].append((i, r["record_type"], r["format"], m.group(0)))
    return hits


def main():
    path = sys.argv[1]
    show = int(sys.argv[sys.argv.index("--show") + 1]) if "--show" in sys.argv else 0
    ds = _load(path)
    hits = scan(ds)
    class2 = set()
    for name, _, _ in DETECTORS:
        class2 |= {h[0] for h in hits.get(name, [])}
    for name in [d[0] for d in DETECTORS] + ["garbled follow-up", "follow-up closes and keeps open",
                                                  "follow-up of 3+ items or mixed grammar"]:
        h = hits.get(name, [])
        print(f"{name:40s} {len({x[0] for x in h}):4d}")
        for x in h[:show]:
            print("    ", x[0], x[1], "|", x[2], "|", x[3][:300])
    print(f"RESULT records={len(ds)} borrowed_records={len(class2)} "
          f"garbled_followup_records={len({h[0] for h in hits.get('garbled follow-up', [])} | {h[0] for h in hits.get('follow-up closes and keeps open', [])} | {h[0] for h in hits.get('follow-up of 3+ items or mixed grammar', [])})}")


if __name__ == "__main__":
    main()
