"""Timeline and handling-instruction contradictions in built Privasis records, read from the text (issue 19, s19p).

Dates are parsed from the text next to their labels or phrases (reader2's classes 2 and 6): a first contact after
the receipt or the file's opening, a note dated off its visit, a statement's "Period ending" off its period, two
deadlines or a deadline on the wrong side of a hearing or appointment, a relative's impossible age, "nothing more is
needed" beside a reply deadline, an e-mail address followed by "(a letter by mail)", "no calls" then a promised call.
Each class counts distinct records hit; the detectors match the wordings the generator uses, so counts are lower
bounds. Usage: python benchmarks/check_dates_privasis.py BUILD_DIR [--show CLASS-PREFIX]
"""
import datetime as dt
import re
import sys
from collections import defaultdict

from datasets import concatenate_datasets, load_dataset

MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
DATE = rf"(\d{{4}}-\d{{2}}-\d{{2}}|\d{{2}}/\d{{2}}/\d{{4}}|(?:{MONTHS}) \d{{1,2}}, \d{{4}})"
_M = {m: i + 1 for i, m in enumerate(MONTHS.split("|"))}


def day(s):
    if re.match(r"\d{4}-", s):
        return dt.date.fromisoformat(s)
    if "/" in s:
        m, d, y = s.split("/")
        return dt.date(int(y), int(m), int(d))
    m, d, y = re.match(r"(\w+) (\d+), (\d+)", s).groups()
    return dt.date(int(y), _M[m], int(d))


def found(text, phrases):
    """(date, phrase) for each date written right after one of ``phrases``."""
    out = []
    for m in re.finditer(rf"(?:{phrases})\s*{DATE}", text):
        out.append((day(m.group(1)), m.group(0)))
    return out


FIRST_CONTACT = (r"first raised with us on|you opened with us on|first wrote to us (?:about this )?on|"
                 r"first contact about this was on|first got in touch(?: about this)? on|reservation was first placed on")
RECEIVED = (r"received your paperwork on|paperwork arrived on|request came in on|request was received on|"
            r"request reached us on|forms came in on|You handed this in on|sent in the (?:request|paperwork|forms) on|"
            r"filled in the forms on|handed in the forms on|[Ff]iling is dated|dated the request on|"
            r"signed request carries the date|Date received:|Received:|Date of submission:|Date submitted:")
OPENED = (r"File opened:|Date opened:|file on this was opened on|handled this (?:ever )?(?:since|from)|"
          r"had this (?:ever )?(?:since|from)|dealing with this (?:ever )?(?:since|from)|"
          r"worked on this (?:ever )?(?:since|from)")
WRITTEN = r"first written to about this on|notice went to you on|[Yy]ou were notified on"
RECORD = r"(?:^|\n)(?:Date|DATE|Date of note|Statement date|Issued|Period ending):"
DEADLINE = (r"expected by|[Rr]esponse deadline:|(?<!\w)Deadline:|must reach (?:the office|us) by|"
            r"response is (?:needed|required|due) by|response must be received by|without a (?:response|reply) by|"
            r"[Ww]ithout a (?:response|reply) by|Response due:|You have until|send what is needed by")
EVENT = (r"Hearing date:|hearing is (?:scheduled|fixed|listed) for|at a hearing on|Appointment:|"
         r"must appear in court on|You are to attend on|You must come in on|You must report on|"
         r"appointment has been scheduled for|asked to attend a meeting on")
RELATIVE_DEADLINE = (r"\d+ days from the date of this notice|[Pp]lease (?:reply|answer)[^.]{0,20}within \d+ days|"
                     r"(?:we need your reply|an answer is needed) (?:within|in the next) \d+ days|"
                     r"no later than \d+ days from today|within \d+ days of receiving this")
NOTHING_NEEDED = (r"nothing (?:more|further|else) (?:we need|is needed|is required)|[Nn]othing (?:more|further) is needed|"
                  r"you need do nothing more|there is nothing else to do")


def record_day(r):
    text = r["text"]
    ds = [day(m.group(1)) for m in re.finditer(rf"{RECORD}\s*{DATE}", text)]
    if ds:
        return max(ds)
    return dt.date.fromisoformat(r["document_date"]) if r.get("document_date") else None


def check(r):
    """{class: [evidence]} for one record."""
    t = r["text"]
    hits = defaultdict(list)
    fc, rc, op, wr = found(t, FIRST_CONTACT), found(t, RECEIVED), found(t, OPENED), found(t, WRITTEN)
    # 1. contact order: first contact <= received <= opened, the office's first letter not before the person's request
    for a, pa in fc:
        for b, pb in rc + op:
            if a > b:
                hits["1 first contact after receipt/opening"].append(f"{pa} > {pb}")
    for a, pa in rc:
        for b, pb in op:
            if a > b:
                hits["1 first contact after receipt/opening"].append(f"{pa} > {pb}")
    for a, pa in op:  # a file handled for months before the person was first written to
        for b, pb in wr:
            if (b - a).days > 60:
                hits["1b opened long before first letter"].append(f"{pa} .. {pb}")
    for a, pa in wr:
        for b, pb in rc:
            if a < b and not re.search(r"violation|citation|notice|delinquen|appeal|renewal", r["record_type"]):
                hits["1c written to before the request came"].append(f"{pa} < {pb}")
    rd = record_day(r)
    if rd:
        for a, pa in fc + rc + op + wr:
            if a > rd:
                hits["1d past fact after record date"].append(f"{pa} > {rd}")
    # 2. the record's own date against its event
    visit = found(t, r"Visit date:")
    note = found(t, r"Date of note:")
    result = re.search(r"ordered on|order placed on|were entered on|Ordered on:", t)  # a result's note follows its test
    for a, _ in visit:
        for b, _ in note:
            if a != b and not result:
                hits["2 note not dated on the visit day"].append(f"visit {a} note {b}")
            if result and (b - a).days > 14:
                hits["2a result note > 14 days after the visit"].append(f"visit {a} note {b}")
    onset = found(t, r"Symptoms began on|first noticed the problem on|began on")
    if re.search(r"several weeks|for weeks", t) and onset and (visit or rd):
        for a, pa in onset:
            for b in [v for v, _ in visit] or [rd]:
                if (b - a).days < 21:
                    hits["2b onset vs several weeks"].append(f"{pa} visit {b}")
    pend = found(t, r"Period ending:")
    per = [(m.group(0), day(m.group(2))) for m in re.finditer(
        rf"(?:Statement period|Period)[^\n]{{0,6}}?((?:{MONTHS}) \d{{1,2}}|\d{{2}}/\d{{2}}/\d{{4}}|\d{{4}}-\d{{2}}-\d{{2}})(?:, \d{{4}})? (?:to|through|-) {DATE}", t)]
    for a, _ in pend:
        for p, b in per:
            if a != b:
                hits["2c period ending != statement period end"].append(f"ending {a} period {p}")
    # 3. deadlines
    dl, ev = found(t, DEADLINE), found(t, EVENT)
    rel = re.findall(RELATIVE_DEADLINE, t)
    due = {a for a, _ in dl}
    for m in re.finditer(r"(\d+) days from the date of this notice", t):  # the same day, said two ways
        if rd:
            due.add(rd + dt.timedelta(days=int(m.group(1))))
    others = [x for x in rel if "date of this" not in x]
    if len(due) + (1 if others else 0) >= 2:
        hits["3 more than one deadline"].append(f"{[p for _, p in dl]} {rel}")
    for a, pa in dl:
        if rd and a <= rd:
            hits["3b deadline on/before record date"].append(f"{pa} <= {rd}")
        for b, pb in ev:
            decide = "decide" in t[t.find(pa): t.find(pa) + len(pa) + 80]
            if decide and a < b:
                hits["3c decision before the appointment"].append(f"{pa} < {pb}")
            if not decide and "hearing" in pb.lower() and a > b:
                hits["3d response due after the hearing"].append(f"{pa} > {pb}")
    if rd:
        for a, pa in ev:
            if a <= rd and not re.search(r"Appointment:", pa):
                pass
    # 4. relatives' ages
    age = r["profile"]["age"]
    for m in re.finditer(r"(younger|older) (sister|brother)[^.]{0,80}? diagnosed at age (\d+)", t):
        n = int(m.group(3))
        if (m.group(1) == "younger" and n >= age) or (m.group(1) == "older" and n > age + 25):
            hits["4 relative's age impossible"].append(m.group(0))
    for m in re.finditer(r"\b(daughter|son|grandson|granddaughter)\b[^.]{0,80}? diagnosed at age (\d+)", t):
        if int(m.group(2)) >= age - 14:
            hits["4 relative's age impossible"].append(m.group(0))
    for m in re.finditer(r"\b(mother|father|grandmother|grandfather)\b[^.]{0,80}? diagnosed at age (\d+)", t):
        if "grand" not in m.group(1) and int(m.group(2)) > age + 60:
            hits["4 relative's age impossible"].append(m.group(0))
    # 5. handling instructions
    if re.search(NOTHING_NEEDED, t) and (rel or dl):
        hits["5 nothing needed vs a reply deadline"].append(f"{re.search(NOTHING_NEEDED, t).group(0)} / {rel or dl[0][1]}")
    if m := re.search(r"\S+@[\w.-]+\.\w+ \(a letter by[^)]*\)", t):
        hits["5b e-mail address then 'a letter by mail'"].append(m.group(0))
    if re.search(r"no calls|rather than (?:phone )?calls|not by phone", t):
        for m in re.finditer(r"(?:will|would|may) (?:call|ring|phone) you|(?:would|will) (?:we|a colleague|someone here) "
                             r"(?:ring|phone|try)|we will (?:call|ring)|call you back|return your call", t):
            if not re.search(r"(?:nobody|no one|not|never)\b[^.]{0,25}$", t[max(0, m.start() - 30):m.start()]):
                hits["5c no calls vs a promised call"].append(t[max(0, m.start() - 60):m.end() + 20])
    return hits


def main(check_row=check):
    """Count the records each class of ``check_row`` hits in the build at ``sys.argv[1]`` (``--show <class prefix>``:
    print the hits of those classes); benchmarks/check_facts_privasis.py runs its own checks through it."""
    path = sys.argv[1]
    show = sys.argv[sys.argv.index("--show") + 1] if "--show" in sys.argv else None
    d = load_dataset(path)
    ds = concatenate_datasets([d[k] for k in d])
    counts = defaultdict(int)
    any_hit = 0
    for r in ds:
        h = check_row(r)
        any_hit += bool(h)
        for k, v in h.items():
            counts[k] += 1
            if show and k.startswith(show):
                print(f"[{k}] {r['id']} {r['record_type']} ({r['format']}): {v[:2]}")
    for k in sorted(counts):
        print(f"{counts[k]:5d}  {k}")
    print(f"{any_hit:5d}  records with any class, of {len(ds)}")


if __name__ == "__main__":
    main()
