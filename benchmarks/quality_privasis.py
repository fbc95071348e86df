"""Independent quality checks on a built Privasis corpus folder (no generator code is used).

Usage::

    python benchmarks/quality_privasis.py /tmp/privasis-build [--examples 10]

Reads every split of the exported folder and prints, one per line:

- ``age_mismatch``: records holding both an ``age`` and a ``date_of_birth`` attribute whose age is
  not the completed years between the birth date and the document date (the ``document_date``
  column; builds older than that column fall back to the first date in the text).
- ``duplicate_value_records``: records where two attribute keys hold the same value
  (case-insensitive), and ``composite_value_records``: records where an identifier-like value
  (>= 6 characters with a digit or ``@``) of one key sits inside another key's value.
- ``hidden_contact_values``: values that hide a phone number or e-mail address inside a longer value.
- ``verbatim_sentence_share``: the share of sentences (>= 4 words; lines and sentence ends split
  the text) that occur verbatim in at least one other record.
- ``background_verbatim_share``: the share of records whose background occurs verbatim in the text.
- ``format_incompatible_types``: document-kind record types (their name says what document they
  are: letter, invoice, minutes, will, report, ...) seen in a format that kind of document cannot
  take, by a keyword table independent of the catalogue.
- ``schema_heading_records``: records with an attribute-group name as a heading line or in
  "the <group> details".
- ``chat_third_person``: chat-log lines by the person that name the person themselves.
- ``relation_gender_mismatch``: "<First> <Last> (mother)"-style values whose first name is only
  in Faker's list of the other sex's names.
- ``postal_state_mismatch``: records whose profile postal code is not a ZIP code of its state in the USPS table
  the ``zipcodes`` package bundles (Faker's per-state ranges where a code is not in that table).
- ``invoice_without_total``: invoice-format records without a "total" line.
- ``refine_acceptance_rate``: from ``build_report.json``.
- ``fields_outside_record_type`` / ``formats_outside_record_type``: records holding an attribute key, or
  written in a format, that the catalogue data files (``privasis_hub/data/privasis/*.yaml``, read as plain
  YAML) do not list for the record's type (its ``fields``, ``profile_fields`` and the person's first and
  last name; its ``formats``).
- Reader probes (issue 19): ``frame_reuse_share`` (sentences of >= 5 words whose frame, every attribute
  value replaced by ``<key>``, occurs in another record), ``same_kind_org_records`` (records naming two
  different organisations of one kind: two schools, two banks, two clinics, ...), ``occupation_job_title_mismatch``
  (records whose ``job_title`` or ``position_title`` does not contain their ``occupation``), ``outside_product_records`` (facts another
  product or matter owns, by the rule table :data:`_PRODUCT_RULES`, plus a balance over its limit and an adult
  enrolled at an elementary or middle school), ``surname_file_records`` ("the <Surname> file/paperwork/form"),
  ``background_opening_share`` (records whose first prose sentence restates the background: >= 60 % of its
  content words; ``background_early_share``: the same test on each of the first six prose sentences),
  ``lowercase_sentence_records`` (a sentence starting with a lower-case letter),
  ``mean_words`` and ``mean_attributes``.
- Fit and agreement (issue 19): ``unfit_record_type_records`` (records whose person is outside their record type's
  ``fits``: age, sex, marital status, work, citizenship, read from the catalogue YAML), ``date_order_records``
  (records holding two dates a ``before`` rule orders, out of order) and ``amount_rule_records`` (an ``at_most``
  amount above its bound), ``relation_role_records`` (a related person whose role the person cannot have: a spouse
  of a single, divorced or partnered person, a fiance of a married one, an adult child of someone under 38) and
  ``filed_date_gap_records`` (a form or application the person filed whose submission date is more than a week
  before the date it was received: two submission dates on one form).
- One case (issue 19, s19u, reader7 class 6): ``status_conflict_records`` (two statuses of one matter told at once),
  ``role_conflict_records`` (both fields of a ``one_told`` rule told, or an office's decision, notice, assessment or
  report signed by a front-line role), ``case_date_records`` (a deadline after the scheduled event of the record it
  precedes where no declared order says so, a visit's fact told as "today" in a record of another day, papers sent
  in on another day than the record says they came in, a ``covers`` term that does not span the date it governs,
  a file opened more than 180 days before the document on no dated event or after its first meeting, a periodic
  statement issued more than 10 days after its period, a story's deadline more than 30 days before its publication,
  a wound check more than six weeks after the operation or a course of therapy reviewed off its end; reader9
  classes 8 and 12), ``date_style_records`` (dates written in
  more than one style in one record, reader9 class 7).
- One answer per aspect (issue 19, s19w, reader9 class 2): ``reply_channel_conflict_records``,
  ``form_return_conflict_records``, ``branch_conflict_records``, ``meeting_place_conflict_records``,
  ``entry_days_conflict_records``, ``visit_kind_conflict_records``, ``closed_kept_open_records``,
  ``course_load_conflict_records`` (see :func:`one_aspect_records`).
- Writing (issue 19, round f): ``profile_block_records`` (a non-form record with a contact card of >= 3 labelled
  lines), ``government_boilerplate_records`` (a public body's review/interpreting/20-working-days lines outside the
  government category), ``letter_reference_records`` (a letter head with > 2 reference lines, or a date of birth outside the offices that
  identify a reader by it: a clinic, a public body, a bank or insurer, a court or law firm, a school),
  ``town_without_state_records`` ("City, 12345" with no state), ``misnamed_document_records`` (an e-mail calling
  itself a letter; headings promised and absent), ``unheld_date_pointer_records`` ("the deadline", "the date given
  below" with no date after the document's own).
- Field dumps (issue 19, reader7 class 1): ``field_dump_records`` (a letter, memo, report, e-mail thread, notes or
  minutes that breaks into a block of labelled values: a heading line ending in ":" ("Further details:", "Mr. Ali's
  details:", "For reference:") over two or more "Label: value" lines, or one of those headings alone on a line).
- Personal genres (issue 19, reader6 classes 1, 5 and 8): ``private_life_dump_records`` (a record of a type the
  catalogue's ``private_life`` does not open to them, i.e. not a diary, a journal or a letter to someone close, that
  holds >= 6 of its private-life fields: a pet, a comfort food and a private worry in a guest list or a speech),
  ``bare_life_event_records`` (the profile's life event told as a bare phrase: "I went through a promotion",
  "since a home purchase.", "The past months brought me a bankruptcy", a "Recent life event" line) and
  ``empty_nest_child_records`` (an empty nest or a child leaving home beside a child of the writer's under 18).
- Personal documents that fit their purpose (issue 19, reader10 classes 1, 10 and 11): ``undeclared_fact_kind_records``
  (a personal record holding a fact of a kind, in ``private_life``'s ``kinds``, that its record type's ``carries``
  does not declare: a confided debt in an adoption reunion letter, a partner and a pet in a house's maintenance log),
  ``entry_tag_records`` (a journal's or log's entries closed by a tag line, "Grateful anyway.", "In the binder now.",
  in half or more of them, or a meta line about the clock or the notebook's first line) and
  ``stock_personal_sentence_records`` (a personal record holding a prose sentence of five words or more that more
  than 2 % of the personal records hold verbatim, and at least three of them: "What keeps me up at night ...").
- Record type and format (reader4 class 3): ``type_format_mismatch_records`` (a record type naming a form, an
  application, an agreement, a log or a report card written as another kind of document: a letter, an e-mail thread,
  a report), and the format mix: ``top_format_share``, ``letter_share``, ``form_share`` (form and application), with
  every format's share printed under ``examples: format_mix``.
- ``recurring_phrase_share``: stock wording, the share of records holding the most frequent phrase (a prose
  sentence's first three words, or four words in a row outside attribute values; labelled lines and table rows are
  not prose); target <= 5 %.
- ``timeline_records`` (issue 19): records breaking the catalogue's ``timeline``: a past fact dated after the
  document (an e-mail thread: after its first message), a scheduled one on or before it, two ordered facts out of
  order, an appointment or hearing on a weekend or outside 9 AM-4:30 PM; 0 wanted.
- ``dated_story_records`` (issue 19, s19p): a clinic's note dated off the visit it records, an HOA's reply deadline
  other than the end of the time it allows, a relative diagnosed at an age older than they can be; 0 wanted.
- ``fact_pair_records`` (issue 19, s19q): two facts of one record that contradict each other (the classes of
  benchmarks/check_facts_privasis.py: a refund by direct deposit asked for by paper check, a single filer with a
  dependent, two different best friends, the deceased signing after the death, probation for a dismissed charge, an
  HOA noise complaint under the parking policy, snow in July, ...); 0 wanted.
- ``channel_conflict_records`` (issue 19): a contact preference for a channel the text says the issuer never uses
  ("text messages ..." beside "never ... by text"), or a fee paid both online and at the window; 0 wanted.
- ``robotic_sentence_share`` / ``robotic_sentence_records`` (issue 19, s19v-frames; lower is better): the share of
  prose sentences of >= 5 words, and the records with >= 3 of them, that tell one fact in a robotic shape
  (:data:`_ROBOTIC`): a bare copula on a short noun subject ("The producer assigned is Jacob Lopez.", "His episode is
  part of Night Shift Stories."), "For the X, ..." ("For the rights, the fee is $1,010.00 in total."), padded
  subjects ("in question", "assigned is", "on file/record"), a fronted "On DATE, ..." before a short clause.
- What the readers of round k counted (issue 19; lower is better, no target yet): ``pronoun_slot_records`` (a pronoun
  in a name's slot before its verb: "Fees for me were settled"), ``subject_names_record_type_records`` (a Re:/Subject:
  line holding the record type's catalogue name), ``relation_bracket_prose_records`` ("Troy Moss (younger brother)"
  in a sentence, not a form line), ``background_anywhere_share`` (a prose sentence anywhere holding >= 60 % of the
  background's content words).
- ``garbled_sentence_records`` (reader7 classes 5 and 7; 0 wanted): a sentence whose slot got a value of the wrong
  kind: a pronoun in apposition ("My main concern, you, is"), a title left open ("reach Ann Lee, claims examiner
  about"), an amount as agent ("covered by $200"), a phrase as object ("the release permits identified only as"),
  a paper's verb on its matter ("Your cardiac rehab has been drawn up"), a party named twice, an instruction under
  the person's own statement (see ``_GARBLED``).
- Medical documents (reader4 classes 2, 10, 11; 0 wanted): ``medical_visit_head_records`` (a medical record that
  is not a visit's note, a lab result, a scan, an operation, an immunization record, a plan, carrying a visit's
  "Time seen:", "Visit:" or "Source:" line), ``surgery_as_history_records`` (an operative report or post-surgical
  paper telling its own operation as past surgical history), ``imaging_handoff_records`` (a radiology report's
  hand-off line, "Earlier studies ... were compared", "The report was sent to the ordering provider", on a record
  that is not imaging) and ``end_of_life_misfit_records`` (a living will, a DNR order or comfort-only orders for a
  patient under 55, or told in the sentence that discharges the patient).
- ``unrelated_join_records`` (issue 19, reader4 class 1): records with >= 2 body sentences "A, and B" where A and B
  share no content word of >= 4 letters (two unrelated facts chained: "You filled in the forms on June 11, 2024, and
  the Campos household owns Unit 51E in the community."); near 0 wanted.
- ``situation_fact_records`` (s19w-facts, reader9 class 1; 0 wanted): a fact plausible alone but wrong for the
  record's situation or borrowed from another kind of document (billing rights outside a bill, a Parent PLUS loan on
  a scholarship, a relative's cancer of the other sex, a course of another program, ...; see ``_SITUATION_FACTS``).
- ``foreign_boilerplate_records`` (reader5 class 2): records holding a stock line of another kind of paper ("an
  answer is needed", "a complaint ... does not affect your case", "scans may be sent", "once a decision is made",
  "a nonprofit counseling service") in a record type it does not belong to; 0 wanted.
- ``self_describing_opening_records`` (reader5 class 4): records with a line that opens by describing the document
  ("This report records ... from the records held", "Written for the file on ..."); 0 wanted.

- Media releases (reader5 classes 10 and 11; 0 wanted): ``release_contradiction_records`` (a media release or
  consent form, signed before the interview it grants, that holds both a contract term and a rights scope, which
  may disagree ("Term: 18 months" beside "for five years"); that tells the interview as over while its date is after
  the form's; whose first contact follows the recording or filming; that pays a news station's interview, or holds a
  total fee beside an appearance fee; or that prints an application's decision boilerplate, "Status: under
  review", "once a decision is made") and ``newsroom_word_records`` (a media record outside journalism and a news
  station's interview papers holding a newsroom's desk, "newsroom" or a "Sources:" line).
- ``empty_self_reference_records`` (issue 19, s19s): records with a body sentence whose only news is the issuer itself,
  told as "our office" ("Visits about this file go to our office.", "Mr. Strickland has been dealing with our
  company."): a sentence ending "... (at|with|to|by|in) our/this <office>." that tells no other value; 0 wanted.
  ``undated_clock_time_records`` (reader5 class 12): records with a prose sentence ending "at H:MM AM/PM." that
  names no day (chats, case notes, transcripts, diaries, forms and label lines left out); lower is better.
- Office boilerplate where it fits (reader6 classes 2 and 6; 0 wanted): ``misplaced_footer_records`` ("its contents
  could be misused if stolen" under an e-mail or on a paper holding no ID or account number and no medical fact),
  ``misplaced_complaints_records`` (a complaints paragraph outside a service provider's paper to its customer: a
  report card, a roster, a pay stub, an accommodation letter; or two change-of-address lines in one record) and
  ``unprompted_occupation_records`` (the person telling their job in a sentence that says nothing else, outside the
  personal category and interview transcripts).

- Parts from another kind of document (reader7 classes 3 and 10; s19u-kinds; 0 wanted): ``foreign_form_part_records``
  (identity papers ticked as attached, "Print your name as it is on your photo ID", an office's "ID checked:" line or
  a caseworker chasing "proof of address" on a record type whose office checks no one's identity: a club nomination,
  a race registration, an IT desk's log; or a "Describe your circumstances:" prompt on a form that decides on no one's
  circumstances), ``clinical_memo_records`` (a medical record under a MEMORANDUM head, "TO: Oncology team") and
  ``misplaced_clinical_fact_records`` (a billing-code sentence, "For the claim, the assigned code is ...", an
  emergency-contact sentence or the patient's job told in a clinical note's history, assessment or plan).

- Facts that cannot be true together (reader6 classes 7, 8 and 11; s19t-facts; 0 wanted):
  ``court_words_outside_court_records`` (a court's dates, clerk, stamp or docket, "Filing deadlines are set by the
  court", "The clerk's office received the papers", in a record of no matter before a court: a visa petition to the
  immigration agency, a demand letter before any suit), ``decided_and_pending_records`` (a body that tells the matter
  decided, "Your approved accommodation covers ...", beside "The outcome will be mailed to you"; or a record type that
  is itself the outcome or awaits none, an invoice, a progress report, a trust, an itinerary, with that line),
  ``birthday_on_record_date_records`` (the date of birth's month and day are the record's date: the 18th birthday an
  adult-only floor once dated records on) and ``wrong_state_vital_records`` (a birth certificate record whose birth
  state is not the state of the vital records office that issues it, in the person's own state), and
  ``invoice_to_biller_records`` (an invoice addressed to the person whose own hours it bills: "your hours", "You book
  hours against ...", or the person's job at the billing firm on it).
- Threads and logs (reader7 classes 8, 11, 12; 0 wanted): ``repeated_signature_records`` (one sender's signature block
  of >= 3 lines under more than one message of a thread), ``reassurance_tail_records`` ("The file confirms it.", "I checked
  it twice."), ``thread_time_slip_records`` (a thanks "this morning"/"today"/"yesterday" off the two messages' dates, or a
  question whose answer's day the subject line already gives) and ``log_heading_mismatch_records`` (a case note headed
  "Mail in:"/"Post received:" on nothing sent, or a file opened or ticket logged after its first entry).
- Threads that hold back their news (reader11 class 5; 0 wanted): ``thread_news_held_back_records`` (a value of the
  matter's news, an attribute whose key names a decision/status/outcome/award or whose value holds a sum or a calendar
  date, first told in an office message after the office's first one, as the answer to a scripted question).
- Stock parts (reader7 classes 2, 4 and 9; s19u-stock): ``filing_line_records`` (a filing or reference sentence in
  the body: "All correspondence on this is held in the file started on ...", "Keep TN-2766866 handy if you contact
  the office", "Note down SBP-313804", "We have been looking after the matter since ..."; 0 wanted),
  ``stock_footer_share`` (the share of records with a privacy, confidentiality or retention notice at the foot:
  "About your data:", "Access is limited to the staff handling this matter", "Held according to the records policy";
  0.15 at most wanted) and ``contact_preference_conflict_records`` (the person's contact preference against what
  the record does with their channels: "(e-mail ... instead of phone calls)" after a line holding only a phone
  number, a "no calls" wish beside "we will call you on ...", or a wish for calls beside one for e-mail only; 0
  wanted).

- ``bank_balance_records`` (reader11 class 11, s19z-numbers; 0 wanted): a checking or savings statement charging an
  overdraft fee while its running balance (recomputed from the beginning balance and its rows) stands at or above
  zero, or stating an average balance outside every balance of its period.
- ``file_opened_records`` (reader11 class 1, s20-head; 0 wanted): a record other than case notes, a memo or a form
  printing when a file was opened ("File opened: ...", "Date opened: ...", "- May 1, 2025: file opened");
  ``matched_id_records`` (reader11 class 6; 0 wanted): a sentence on how the office matched the person to its record
  by their identifiers ("We have matched this to your record using your driver's license number (...)", "You are
  listed in our records under your date of birth (...)").

- Reader11 classes 7, 8 and 11 (s20-forms; 0 wanted each): ``office_field_section_records`` (a form or application
  printing what the office fills in, "Date received", "Representative", "Coordinator", a case or claim number the
  office gives, among the person's own sections or at its head instead of in its office-use box at the foot),
  ``paid_person_billed_records`` (a record whose office pays, refunds or credits the person, an unemployment or
  benefits determination, a scholarship, a refund, a royalty, a payout, a garnishment the employer withholds, telling
  them a balance or amount owed is to be paid), ``pay_inconsistent_records`` (a pay period whose figures contradict:
  hours outside 30-50 a week for its pay frequency, a net above the gross of its hours and rate, tax withheld at or
  above the gross or above the net, a garnishment above 25 % of disposable earnings, or a garnishment notice whose
  deduction is not the garnishment).

Ends with ``RESULT key=value ...``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import zipcodes
from dateutil import parser as dateparser
from faker import Faker

#: This checkout's privasis_hub, not an installed one elsewhere (run from a worktree, the probes read the catalogue of
#: the build they judge; s28-frames found a branch judged by main's yaml).
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

_SENT_SPLIT = re.compile(r"(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bMrs\.)(?<=[.!?])\s+(?=[A-Z\"'(\[])|\n+")
_DATE = re.compile(
    r"\b(?:\d{4}-\d{2}-\d{2}|\d{2}/\d{2}/\d{4}|(?:January|February|March|April|May|June|July|August|"
    r"September|October|November|December) \d{1,2}, \d{4})\b"
)
#: document kind (a word in the record type's name) -> formats such a document can take.
_KIND_FORMATS: list[tuple[re.Pattern, set[str]]] = [
    (re.compile(r"\bminutes\b"), {"meeting minutes"}),
    # a consent form or questionnaire about an interview is a form, not a transcript; a thank-you note is a letter;
    # notes taken at interviews are notes
    (re.compile(r"\bconsent form\b|\bquestionnaire\b"), {"form", "application", "letter", "email thread"}),
    (re.compile(r"\bthank-you note\b"), {"letter", "email thread"}),
    (re.compile(r"\binterview notes\b"), {"case notes", "report", "memo", "interview transcript"}),
    (re.compile(r"\btranscript of\b|\binterview\b"), {"interview transcript", "case notes"}),
    (re.compile(r"\bchat\b"), {"chat log"}),
    (re.compile(r"\bemail|e-mail\b"), {"email thread"}),
    (re.compile(r"\binvoice\b|\bbill\b|\breceipt\b"), {"invoice", "statement with table"}),
    # a statement of work is the signed scope, not an account statement
    (re.compile(r"\bstatement of work\b"), {"agreement"}),
    (re.compile(r"\bstatement\b|\bledger\b|\bschedule\b"), {"statement with table", "letter", "report", "form"}),
    (re.compile(r"\bletter\b|\bnotice\b|\bnotification\b|\breminder\b"), {"letter", "email thread"}),
    (re.compile(r"\bmemo\b"), {"memo", "email thread"}),
    (re.compile(r"\bapplication\b|\bpetition\b|\brequest\b|\bclaim\b|\bform\b|\bregistration\b"),
     {"application", "form", "letter", "email thread"}),
    (re.compile(r"\bwill\b|\btrust\b|\bagreement\b|\bcontract\b|\blease\b|\bdeed\b|\bpower of attorney\b"),
     {"agreement", "report", "form", "letter"}),
    (re.compile(r"\bnote\b|\bnotes\b"), {"case notes", "report", "memo", "form"}),
    (re.compile(r"\breport\b|\bsummary\b|\bevaluation\b|\bassessment\b|\bresult\b|\bplan\b"),
     {"report", "form", "memo", "letter", "case notes", "statement with table"}),
]


def sentences(text: str) -> list[str]:
    """Sentences and lines of ``text`` with at least four words, whitespace-normalised."""
    out = []
    for s in _SENT_SPLIT.split(text):
        s = " ".join(s.split())
        if len(s.split()) >= 4:
            out.append(s)
    return out


def completed_years(born, on) -> int:
    return on.year - born.year - ((on.month, on.day) < (born.month, born.day))


def allowed_formats(record_type: str) -> set[str] | None:
    """The formats a document-kind record type can take, or None when its name names no kind."""
    name = record_type.lower()
    for pattern, formats in _KIND_FORMATS:
        if pattern.search(name):
            return formats
    return None


def load_rows(folder: Path) -> list[dict]:
    import pyarrow.parquet as pq

    rows: list[dict] = []
    for path in sorted((folder / "data").glob("*.parquet")):
        rows.extend(pq.read_table(path).to_pylist())
    return rows


def declared(folder: Path) -> dict[tuple[str, str], tuple[set[str], set[str]]]:
    """(category, record type) -> (allowed attribute keys, allowed formats), read from the catalogue YAML files."""
    import yaml

    out: dict[tuple[str, str], tuple[set[str], set[str]]] = {}
    case = folder / "case.yaml"  # the case facts (issuer's address and phone, who signs) every record may hold
    every = set((yaml.safe_load(case.read_text(encoding="utf-8")) or {}).get("fields", {})) if case.exists() else set()
    # a statement's own entries and totals (case.yaml's ``ledger``: entry_NN_<part> for NN up to ``rows``, and the
    # totals), drawn with its case like the facts above
    ledger = ((yaml.safe_load(case.read_text(encoding="utf-8")) or {}).get("ledger") or {}) if case.exists() else {}
    every |= {f"entry_{i:02d}_{part}" for i in range(1, int(ledger.get("rows", 0)) + 1)
              for part in ledger.get("parts", ())} | set(ledger.get("totals", ()))
    for path in sorted(folder.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for sub in (data.get("subcategories") or {}).values():
            for name, rt in sub["record_types"].items():
                keys = (set(rt.get("fields", [])) | set(rt.get("profile_fields", [])) | {"first_name", "last_name"}
                        | every)
                out[(data["name"], name)] = (keys, set(rt["formats"]))
    return out


def measure(rows: list[dict], report: dict | None,
            catalogue: dict[tuple[str, str], tuple[set[str], set[str]]] | None = None,
            ) -> tuple[dict[str, float], dict[str, list[str]]]:
    fake = Faker("en_US")
    person = next(p for p in fake.providers if hasattr(p, "first_names_female"))
    address = next(p for p in fake.providers if hasattr(p, "states_postcode"))
    female = set(person.first_names_female) - set(person.first_names_male)
    male = set(person.first_names_male) - set(person.first_names_female)
    female_rel = {"mother", "sister", "daughter", "aunt", "niece", "wife", "grandmother", "granddaughter"}
    male_rel = {"father", "brother", "son", "uncle", "nephew", "husband", "grandfather", "grandson"}
    zip_ranges = address.states_postcode

    examples: dict[str, list[str]] = defaultdict(list)
    figures: dict[str, float] = {}

    # age vs document date
    both = mismatched = 0
    for r in rows:
        attrs = {a["key"]: a["value"] for a in r["attributes"]}
        if "age" not in attrs or "date_of_birth" not in attrs:
            continue
        doc = r.get("document_date")
        if not doc:
            m = _DATE.search(r["text"])
            doc = m.group(0) if m else None
        if not doc:
            continue
        both += 1
        born = dateparser.parse(attrs["date_of_birth"]).date()
        on = dateparser.parse(doc).date()
        if str(completed_years(born, on)) != attrs["age"].strip():
            mismatched += 1
            examples["age"].append(f"{r['id']}: age {attrs['age']}, born {attrs['date_of_birth']}, dated {doc}")
    figures["age_records"] = both
    figures["age_mismatch"] = mismatched
    figures["age_mismatch_share"] = mismatched / max(both, 1)

    # one key per value
    dup = comp = 0
    for r in rows:
        by_value: dict[str, list[str]] = defaultdict(list)
        for a in r["attributes"]:
            by_value[a["value"].strip().lower()].append(a["key"])
        pairs = [keys for keys in by_value.values() if len(keys) > 1]
        if pairs:
            dup += 1
            examples["duplicate"].append(f"{r['id']}: keys {pairs[0]} share one value")
        found = False
        for a in r["attributes"]:
            v = a["value"]
            if len(v) < 6 or not (any(c.isdigit() for c in v) or "@" in v):
                continue
            for b in r["attributes"]:
                if b["key"] != a["key"] and v in b["value"] and v != b["value"]:
                    found = True
                    examples["composite"].append(f"{r['id']}: {b['key']}={b['value']!r} holds {a['key']}")
                    break
            if found:
                break
        comp += found
    figures["duplicate_value_records"] = dup
    figures["composite_value_records"] = comp
    # a phone number or e-mail address hiding inside a longer value ("Ann Lee (niece), (901) 555-0140")
    hidden = re.compile(r"\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b|\+1 \d{3} \d{3} \d{4}|[\w.+-]+@[\w-]+\.[\w.]+")
    figures["hidden_contact_values"] = 0
    for r in rows:
        for a in r["attributes"]:
            m = hidden.search(a["value"])
            if m and m.group(0) != a["value"].strip():
                figures["hidden_contact_values"] += 1
                examples["hidden"].append(f"{r['id']}: {a['key']}={a['value']!r}")

    # verbatim sentences
    per_record = [set(sentences(r["text"])) for r in rows]
    records_with = Counter(s for ss in per_record for s in ss)
    total = shared = 0
    for r in rows:
        for s in sentences(r["text"]):
            total += 1
            shared += records_with[s] > 1
    figures["sentences"] = total
    figures["verbatim_sentence_share"] = shared / max(total, 1)
    for s, c in records_with.most_common(5):
        examples["verbatim"].append(f"{c}x {s!r}")

    # background pasted
    pasted = sum(1 for r in rows if r["background"].strip() and r["background"].strip() in r["text"])
    figures["background_verbatim_share"] = pasted / max(len(rows), 1)

    # format vs record type
    seen_types: dict[str, set[str]] = defaultdict(set)
    for r in rows:
        seen_types[r["record_type"]].add(r["format"])
    doc_types = {t: fmts for t, fmts in seen_types.items() if allowed_formats(t) is not None}
    bad_types = {t for t, fmts in doc_types.items() if fmts - allowed_formats(t)}
    bad_records = sum(1 for r in rows if r["record_type"] in doc_types
                      and r["format"] not in allowed_formats(r["record_type"]))
    figures["document_kind_types"] = len(doc_types)
    figures["format_incompatible_types"] = len(bad_types)
    figures["format_incompatible_records"] = bad_records
    for r in rows:
        if r["record_type"] in bad_types and r["format"] not in allowed_formats(r["record_type"]):
            examples["format"].append(f"{r['record_type']!r} as {r['format']!r}")

    # schema words in prose
    schema = 0
    for r in rows:
        names = {g["name"].lower() for g in r["groups"]}
        lines = [re.sub(r"^(?:\d+\.|item \d+\.|section [a-z]\.)\s*", "", ln.strip().lower()).rstrip(":")
                 for ln in r["text"].splitlines()]
        low = r["text"].lower()
        if any(ln in names for ln in lines) or any(f"the {n} details" in low for n in names):
            schema += 1
    figures["schema_heading_records"] = schema

    # first person in chats
    third = chat_lines = 0
    for r in rows:
        if r["format"] != "chat log":
            continue
        first, full = r["profile"]["first_name"], f"{r['profile']['first_name']} {r['profile']['last_name']}"
        for ln in r["text"].splitlines():
            m = re.match(r"\[\d\d:\d\d\] ([^:]+): (.*)", ln)
            if m and m.group(1) in (first, full):
                chat_lines += 1
                # the person as the subject of their own sentence ("Jeffrey works as ...", "Jeffrey's ...")
                said = m.group(2).replace(full, "")  # "My name is <full name>" is the person speaking
                if re.search(rf"\b{re.escape(first)}(?:'s\b| \w+s\b| (?:was|is|has|had|can|will)\b)", said):
                    third += 1
                    examples["chat"].append(ln[:140])
    figures["chat_person_lines"] = chat_lines
    figures["chat_third_person"] = third

    # relation vs name
    rel_bad = rel_all = 0
    for r in rows:
        for a in r["attributes"]:
            # the value as drawn ("Dana Ruiz (sister)"), or its name with the relation the text puts around it: a
            # form's "Dana Ruiz (sister)" after it, a sentence's "his sister Dana Ruiz" before it
            told = [a["value"]] + [r["text"][s["start"]:s["end"] + 40] for s in a["spans"][:1]]
            told += [f"{m.group(2)} ({m.group(1)})" for s in a["spans"][:1] for m in [re.search(
                r"\b(?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur) ([a-z-]+(?: [a-z-]+)?) ([A-Z][a-z]+ [A-Z][A-Za-z'-]+)$",
                r["text"][max(0, s["start"] - 40):s["end"]])] if m]
            for m in [m for t in told for m in [re.match(r"([A-Z][a-z]+) [A-Z][A-Za-z'-]+ \(([a-z ]+)\)", t)] if m][:1]:
                rel = m.group(2).split()[-1]
                if rel in female_rel or rel in male_rel:
                    rel_all += 1
                    if (rel in female_rel and m.group(1) in male) or (rel in male_rel and m.group(1) in female):
                        rel_bad += 1
                        examples["relation"].append(m.group(0))
    figures["relation_values"] = rel_all
    figures["relation_gender_mismatch"] = rel_bad

    # postal code vs state
    zip_bad = zip_all = 0
    for r in rows:
        p = r["profile"]
        rng = zip_ranges.get(p["region"])
        if rng and p["postal_code"][:5].isdigit():
            zip_all += 1
            known = zipcodes.matching(p["postal_code"][:5])
            if (known[0]["state"] != p["region"]) if known else not rng[0] <= int(p["postal_code"][:5]) <= rng[1]:
                zip_bad += 1
    figures["postal_state_mismatch_share"] = zip_bad / max(zip_all, 1)

    # invoices with totals
    inv = [r for r in rows if r["format"] == "invoice"]
    figures["invoices"] = len(inv)
    figures["invoice_without_total"] = sum(1 for r in inv if not re.search(r"(?im)^\W*(amount due|total)", r["text"]))

    # fields and formats outside the record type's declared lists
    if catalogue:
        outside_f = outside_fmt = unknown = 0
        for r in rows:
            entry = catalogue.get((r["category"], r["record_type"]))
            if entry is None:
                unknown += 1
                continue
            extra = {a["key"] for a in r["attributes"]} - entry[0]
            if extra:
                outside_f += 1
                examples["outside"].append(f"{r['record_type']!r} holds {sorted(extra)}")
            if r["format"] not in entry[1]:
                outside_fmt += 1
                examples["outside"].append(f"{r['record_type']!r} as {r['format']!r}")
        figures["fields_outside_record_type"] = outside_f
        figures["formats_outside_record_type"] = outside_fmt
        figures["record_types_not_in_catalogue"] = unknown

    figures.update(reader_probes(rows, examples))
    if report and "refinement" in report:
        figures["refine_acceptance_rate"] = report["refinement"].get("acceptance_rate") or 0.0
        figures["refine_steps_tried"] = report["refinement"].get("steps_tried", 0)
    return figures, examples


#: record type pattern -> text pattern a document about that product or matter never holds.
_PRODUCT_RULES: list[tuple[re.Pattern, re.Pattern, str]] = [
    (re.compile(r"credit card|card statement"), re.compile(r"mortgage|auto loan|\d+-year (?:fixed|loan)", re.I),
     "a loan's terms on a card record"),
    (re.compile(r"renters|homeowners|home insurance|life insurance|health insurance"),
     re.compile(r"\bcollision\b|\bcomprehensive deductible", re.I), "an auto policy's cover on another policy"),
    (re.compile(r"auto|vehicle|car insurance"), re.compile(r"\bpersonal property\b|\bdwelling\b", re.I),
     "a home policy's cover on an auto record"),
    (re.compile(r"jury"), re.compile(r"Elections Division|polling place|ballot", re.I), "election office on a jury record"),
    (re.compile(r"voter|election|ballot"), re.compile(r"\bjury\b|\bjuror\b", re.I), "jury duty on an election record"),
    (re.compile(r"report card|progress report"),
     re.compile(r"\bF in\b.*grade-level standards in every subject|grade-level standards in every subject.*\bF in\b",
                re.I | re.S), "a failing grade beside 'meeting standards in every subject'"),
    (re.compile(r"wrongful termination|severance|discrimination charge|non-compete"),
     re.compile(r"rear-end collision|slip and fall|dog bite|boundary line|security deposit|residential lease", re.I),
     "an injury, property or tenancy claim on an employment record"),
    (re.compile(r"personal injury|small claims|deposition|settlement and release"),
     re.compile(r"overtime wages|discrimination in|wrongful termination|boundary line|freelance design", re.I),
     "an employment or contract claim beside an injury"),
    (re.compile(r"eviction|lease dispute|security deposit demand|housing court"),
     re.compile(r"rear-end collision|dog bite|discrimination in|overtime wages|malpractice", re.I),
     "a non-tenancy claim on a tenancy record"),
    (re.compile(r"property tax assessment"), re.compile(r"withh[eo]ld|dependents|tax preparer", re.I),
     "income-tax return facts on an assessment appeal"),
    (re.compile(r"naturalization|employment authorization|permanent resident|asylum|removal"),
     re.compile(r"United States citizen", re.I), "US citizenship on an immigration record"),
    (re.compile(r"marathon"), re.compile(r"concert|festival|arena tour", re.I), "a concert on a race record"),
    (re.compile(r"concert ticket|music festival"), re.compile(r"marathon|\b10K\b|charity bib", re.I),
     "a race on a concert record"),
    (re.compile(r"pottery|fishing charter|model railroad|photography contest"),
     re.compile(r"(?:pottery|stoneware|raku).*(?:trout|locomotive|caboose)|(?:trout|locomotive|caboose).*"
                r"(?:stoneware|raku)", re.I | re.S), "another hobby's item"),
]
_ORG_KINDS: list[tuple[str, re.Pattern]] = [
    # ... not a job title ("Principal Bank Teller" names no bank)
    (kind, re.compile(r"\b((?:[A-Z][A-Za-z'-]+ ){1,4})(?:" + suffix + r")\b(?! (?:Teller|Officer|Manager|Clerk|Examiner"
                      r"|Analyst|Representative|Specialist)\b)"))
    for kind, suffix in (
        ("elementary school", r"Elementary School"),
        ("middle school", r"Middle School"),
        ("high school", r"High School"),
        ("college", r"Community College|University"),
        ("bank", r"Credit Union|Savings Bank|Bank & Trust|Bank"),
        ("clinic", r"Family Clinic|Medical Group|Health Partners|Community Hospital|Medical Center"),
        ("law office", r"Law Offices|Legal Aid Society|Law Group"),
    )
]
_STOP = frozenset("the a an of to in on for and or with by at is was this that as be from after before it its".split())
_BALANCE = re.compile(r"(?:balance|amount owed|statement balance)", re.I)
_LIMIT = re.compile(r"credit limit|card limit|limit", re.I)


def _content(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z']+", text.lower()) if w not in _STOP and len(w) > 2}


def _money(value: str) -> float | None:
    m = re.search(r"\$([\d,]+(?:\.\d+)?)", value or "")
    return float(m.group(1).replace(",", "")) if m else None


def _prose_sentences(text: str) -> list[str]:
    """Sentences of prose lines (not table rows or 'Label: value' lines), split at sentence ends."""
    out = []
    for line in text.splitlines():
        line = re.sub(r"^\[\d\d:\d\d\] [^:]{1,40}: |^[QA]: ", "", line.strip())
        if not line or line.startswith("|") or len(line.split()) < 4:
            continue
        out.extend(s for s in re.split(r"(?<=[.!?])(?<!U\.S\.)\s+", line) if s)
    return out


def _school_level_mismatch(attrs: dict[str, str]) -> str | None:
    """A child's grade that the child's school does not teach (grade 11 at an elementary school, pre-K at a high school)."""
    student, school = attrs.get("dependent_student", ""), attrs.get("child_school", "")
    if not student or not school:
        return None
    m = re.search(r"grade (\d+)", student)
    grade = int(m.group(1)) if m else (0 if "kindergarten" in student else None)
    if grade is None:
        return None
    level = ("High School" in school and grade < 9) or ("Middle School" in school and not 6 <= grade <= 8) \
        or ("Elementary School" in school and grade > 5) or ("K-8" in school and grade > 8)
    return f"{student!r} at {school!r}" if level else None


@lru_cache(maxsize=1)
def _matters() -> dict[str, dict[str, tuple[str, ...]]]:
    """record type -> {field: the only choices its matter allows}, from the catalogue's ``matter`` entries."""
    from privasis_hub.synth.catalog import categories

    return {name: dict(rt.matter + rt.drawn_matter) for c in categories().values()
            for name, rt in c.record_types.items() if rt.matter or rt.drawn_matter}


def _outside_matter(r: dict, attrs: dict[str, str]) -> str | None:
    """Why a record holds a value its record type's matter rules out (None when it holds none)."""
    for key, allowed in _matters().get(r["record_type"], {}).items():
        if (key in attrs and attrs[key] not in allowed and not attrs[key].endswith(allowed)  # "$4,200 for <work>"
                and not attrs[key].startswith(allowed)):  # "<rating>, FY2025 annual review"
            return f"{key} {attrs[key]!r} is outside the record type's matter"
    return None


#: (reader4 class 3) what a record type's name says it is -> the formats that are that document: a form or an
#: application is the form itself, an agreement the signed terms, a log its own entries, a report card the school's
#: grid. A name that also says letter, notice or summary is a paper about one ("application fee waiver request": a
#: request about a fee).
_TYPE_KINDS: list[tuple[re.Pattern, set[str]]] = [
    (re.compile(r"\b(?:letter|notice|summary|dispute)\b|\bapplication fee\b"), set()),
    (re.compile(r"\b(?:form|forms|application|questionnaire)\b"), {"form", "application"}),
    (re.compile(r"\bworksheet\b"), {"form", "application", "statement with table"}),
    (re.compile(r"\b(?:agreement|contract)\b"), {"agreement"}),
    (re.compile(r"\b(?:release|waiver)\b"), {"agreement", "form"}),
    (re.compile(r"\blog\b"), {"case notes", "form", "report", "statement with table", "memo"}),
    (re.compile(r"\breport card\b"), {"statement with table", "form", "report"}),
]


def type_format_mismatch_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records whose record type names a form, an application, an agreement, a log or a report card but whose format
    is another kind of document (reader4 class 3: a waiver form written as a letter, a referral form as an e-mail
    thread, a severance agreement as a letter)."""
    bad = 0
    for r in rows:
        rt = r["record_type"].lower()
        fits = next((f for pattern, f in _TYPE_KINDS if pattern.search(rt)), None)
        if fits and r["format"] not in fits:
            bad += 1
            examples["type_format"].append(f"{r['id']}: {r['record_type']!r} as {r['format']!r}")
    return bad


def format_mix(rows: list[dict], examples: dict[str, list[str]]) -> dict[str, float]:
    """The share of records in each format (printed as an example line), the largest share, and the share of
    letters and of forms (form and application together): neither should dominate the corpus."""
    n = max(len(rows), 1)
    counts = Counter(r["format"] for r in rows)
    examples["format_mix"].append(", ".join(f"{f} {c / n:.3f}" for f, c in counts.most_common()))
    return {"top_format_share": max(counts.values(), default=0) / n, "letter_share": counts["letter"] / n,
            "form_share": (counts["form"] + counts["application"]) / n}


def reader_probes(rows: list[dict], examples: dict[str, list[str]]) -> dict[str, float]:
    """The issue-19 probes a reader notices: frames, organisations, products, self-reference, openings."""
    figures: dict[str, float] = {}
    # frames: every attribute value replaced by its key
    frames_per_record = []
    for r in rows:
        text = r["text"]
        for a in sorted(r["attributes"], key=lambda a: -len(a["value"])):
            if a["value"].strip():
                text = text.replace(a["value"], f"<{a['key']}>")
        frames_per_record.append([s for s in sentences(text) if len(re.findall(r"[\w<>]+", s)) >= 5
                                  and not s.startswith("|")])
    seen = Counter(f for fs in frames_per_record for f in set(fs))
    total = sum(len(fs) for fs in frames_per_record)
    figures["frame_sentences"] = total
    figures["frame_reuse_share"] = sum(seen[f] > 1 for fs in frames_per_record for f in fs) / max(total, 1)
    for f, c in seen.most_common(10):
        examples["frame"].append(f"{c}x {f!r}")

    two_orgs = mismatch = outside = surname = opening = early = lower = 0
    for r in rows:
        text, attrs = r["text"], {a["key"]: a["value"] for a in r["attributes"]}
        kinds: dict[str, set[str]] = defaultdict(set)
        org_text = text
        for k, v in attrs.items():  # an insurer's plan ("Bluewater Health Partners Basic") is no clinic
            if "insurance" in k or "insurer" in k or k.endswith("_plan"):
                org_text = org_text.replace(v, "")
        for kind, pattern in _ORG_KINDS:
            for m in pattern.finditer(org_text):
                kinds[kind].add(m.group(0))
        clash = next(((k, sorted(v)) for k, v in kinds.items() if len(v) > 1), None)
        if clash:
            two_orgs += 1
            examples["orgs"].append(f"{r['id']}: {clash[0]}: {clash[1][:3]}")
        title = attrs.get("job_title") or attrs.get("position_title")
        if "occupation" in attrs and title and attrs["occupation"].lower() not in title.lower():
            mismatch += 1
            examples["job"].append(f"{r['id']}: occupation {attrs['occupation']!r}, job title {title!r}")
        rt, why = r["record_type"].lower(), None
        for rt_pattern, bad, what in _PRODUCT_RULES:
            if rt_pattern.search(rt) and (m := bad.search(text)):
                why = f"{what}: {m.group(0)[:60]!r}"
                break
        balances = [v for k, v in attrs.items() if _BALANCE.search(k.replace("_", " ")) and _money(v) is not None]
        limits = [v for k, v in attrs.items() if _LIMIT.search(k.replace("_", " ")) and _money(v) is not None]
        if why is None and balances and limits and _money(balances[0]) > _money(limits[0]):
            why = f"balance {balances[0]} over limit {limits[0]}"
        age = r["profile"].get("age")
        child_schools = {v for k, v in attrs.items() if k.startswith("child_")}
        own_text = text
        for v in child_schools:  # a parent's record names the child's school
            own_text = own_text.replace(v, "")
        school = re.search(r"\b(?:Elementary|Middle) School\b", own_text)
        if why is None and r["category"] == "education" and isinstance(age, int) and age >= 16 and school \
                and not re.search(r"parent|guardian|teacher|staff|employ", rt):
            why = f"a {age}-year-old enrolled at an elementary or middle school"
        if why is None and (bad_level := _school_level_mismatch(attrs)):
            why = bad_level
        if why is None and (bad_matter := _outside_matter(r, attrs)):
            why = bad_matter
        if why:
            outside += 1
            examples["outside_product"].append(f"{r['id']} ({r['record_type']}): {why}")
        last = r["profile"]["last_name"]
        if m := re.search(rf"\b{re.escape(last)} (?:file|paperwork|form|application|record|intake sheet)\b", text):
            surname += 1
            examples["surname_file"].append(f"{r['id']}: {m.group(0)!r}")
        prose = [s for s in _prose_sentences(text) if not re.match(r"^(?:Dear|Hello|Hi|Re:|RE:|TO:|FROM:)", s)]
        bg = _content(r["background"])
        if prose and bg and len(bg & _content(prose[0])) >= 0.6 * len(bg):
            opening += 1
            examples["opening"].append(f"{r['id']}: {prose[0][:100]!r}")
        if told := next((p for p in prose[:6] if bg and len(bg & _content(p)) >= 0.6 * len(bg)), None):
            early += 1  # the background retold near the top, after a lead sentence (the reader's finding)
            examples["background_early"].append(f"{r['id']}: {told[:100]!r}")
        if bad := next((s for s in _prose_sentences(text) if s[0].islower()), None):
            lower += 1
            examples["lowercase"].append(f"{r['id']}: {bad[:90]!r}")
    n = max(len(rows), 1)
    figures["same_kind_org_records"] = two_orgs
    figures["occupation_job_title_mismatch"] = mismatch
    figures["outside_product_records"] = outside
    figures["surname_file_records"] = surname
    figures["background_opening_share"] = opening / n
    figures["background_early_share"] = early / n
    figures["lowercase_sentence_records"] = lower
    figures["mean_words"] = sum(len(r["text"].split()) for r in rows) / n
    figures["mean_attributes"] = sum(len(r["attributes"]) for r in rows) / n
    return figures


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder", type=Path, help="an exported Privasis corpus folder (with data/*.parquet)")
    ap.add_argument("--examples", type=int, default=3, help="examples to print per failing check")
    ap.add_argument("--catalogue", type=Path, default=Path(__file__).resolve().parent.parent / "privasis_hub" / "data"
                    / "privasis", help="folder of the catalogue YAML files the record types are checked against")
    args = ap.parse_args()
    rows = load_rows(args.folder)
    if not rows:
        raise SystemExit(f"{args.folder}/data: no parquet files; pass a folder written by `build privasis`")
    report_path = args.folder / "build_report.json"
    report = json.loads(report_path.read_text()) if report_path.exists() else None
    catalogue = declared(args.catalogue) if args.catalogue.is_dir() else None
    figures, examples = measure(rows, report, catalogue)
    figures["case_rule_records"] = case_rule_records(rows, examples)
    figures["unfit_record_type_records"] = unfit_record_type_records(rows, examples, args.catalogue)
    figures["date_order_records"] = rule_break_records(rows, examples, args.catalogue, "before")
    figures["amount_rule_records"] = rule_break_records(rows, examples, args.catalogue, "at_most")
    figures["relation_role_records"] = relation_role_records(rows, examples)
    figures["filed_date_gap_records"] = filed_date_gap_records(rows, examples)
    figures["recurring_phrase_share"] = recurring_phrases(rows, examples)
    figures["timeline_records"] = timeline_records(rows, examples, args.catalogue)
    figures["channel_conflict_records"] = channel_conflict_records(rows, examples)
    figures["profile_block_records"] = profile_block_records(rows, examples)
    figures["field_dump_records"] = field_dump_records(rows, examples)
    figures["government_boilerplate_records"] = government_boilerplate_records(rows, examples)
    figures["letter_reference_records"] = letter_reference_records(rows, examples)
    figures["town_without_state_records"] = town_without_state_records(rows, examples)
    figures["misnamed_document_records"] = misnamed_document_records(rows, examples)
    figures["unheld_date_pointer_records"] = unheld_date_pointer_records(rows, examples)
    figures["unfit_value_records"] = unfit_value_records(rows, examples, args.catalogue)
    figures["pay_band_records"] = pay_band_records(rows, examples, args.catalogue)
    figures["job_fact_records"] = job_fact_records(rows, examples, args.catalogue)
    figures["money_fit_records"] = money_fit_records(rows, examples, args.catalogue)
    figures["case_contradiction_records"] = case_contradiction_records(rows, examples)
    figures["status_conflict_records"] = status_conflict_records(rows, examples)
    figures.update(one_aspect_records(rows, examples))
    figures["role_conflict_records"] = role_conflict_records(rows, examples, args.catalogue)
    figures["case_date_records"] = case_date_records(rows, examples, args.catalogue)
    figures["date_style_records"] = date_style_records(rows, examples)
    figures["pronoun_slot_records"] = pronoun_slot_records(rows, examples)
    figures["garbled_sentence_records"] = garbled_sentence_records(rows, examples)
    figures["robotic_sentence_share"], figures["robotic_sentence_records"] = robotic_sentences(rows, examples)
    figures["subject_names_record_type_records"] = subject_names_record_type_records(rows, examples)
    figures["relation_bracket_prose_records"] = relation_bracket_prose_records(rows, examples)
    figures["background_anywhere_share"] = background_anywhere_records(rows, examples) / len(rows)
    figures["dated_story_records"] = dated_story_records(rows, examples)
    figures["fact_pair_records"] = fact_pair_records(rows, examples)
    figures.update(one_fact_records(rows, examples))
    figures["type_format_mismatch_records"] = type_format_mismatch_records(rows, examples)
    figures.update(format_mix(rows, examples))
    figures.update(medical_document_records(rows, examples))
    figures["unrelated_join_records"] = unrelated_join_records(rows, examples)
    figures["foreign_boilerplate_records"] = foreign_boilerplate_records(rows, examples)
    figures["situation_fact_records"] = situation_fact_records(rows, examples)
    figures["self_describing_opening_records"] = self_describing_opening_records(rows, examples)
    figures["release_contradiction_records"] = release_contradiction_records(rows, examples)
    figures["newsroom_word_records"] = newsroom_word_records(rows, examples)
    figures["empty_self_reference_records"] = empty_self_reference_records(rows, examples)
    figures["undated_clock_time_records"] = undated_clock_time_records(rows, examples)
    figures["misplaced_footer_records"] = misplaced_footer_records(rows, examples)
    figures["misplaced_complaints_records"] = misplaced_complaints_records(rows, examples)
    figures["filing_line_records"] = filing_line_records(rows, examples)
    figures["read_back_records"] = read_back_records(rows, examples)
    figures["wrong_signer_records"] = wrong_signer_records(rows, examples)
    figures["instrument_letter_records"] = instrument_letter_records(rows, examples)
    figures["stock_footer_share"] = stock_footer_records(rows, examples) / len(rows)
    figures["contact_preference_conflict_records"] = contact_preference_conflict_records(rows, examples)
    figures["unprompted_occupation_records"] = unprompted_occupation_records(rows, examples)
    figures["court_words_outside_court_records"] = court_words_outside_court_records(rows, examples)
    figures["decided_and_pending_records"] = decided_and_pending_records(rows, examples)
    figures["birthday_on_record_date_records"] = birthday_on_record_date_records(rows, examples)
    figures["wrong_state_vital_records"] = wrong_state_vital_records(rows, examples)
    figures["invoice_to_biller_records"] = invoice_to_biller_records(rows, examples)
    figures["unanswered_question_records"] = unanswered_question_records(rows, examples, args.catalogue)
    figures["catalogue_name_in_thread_records"] = catalogue_name_in_thread_records(rows, examples)
    figures["thread_news_held_back_records"] = thread_news_held_back_records(rows, examples)
    figures["foreign_form_part_records"] = foreign_form_part_records(rows, examples)
    figures["clinical_memo_records"] = clinical_memo_records(rows, examples)
    figures["undeclared_form_section_records"] = undeclared_form_section_records(rows, examples)
    figures["statement_summary_mismatch_records"] = statement_summary_mismatch_records(rows, examples)
    figures["eob_mismatch_records"] = eob_mismatch_records(rows, examples)
    figures["bank_balance_records"] = bank_balance_records(rows, examples)
    figures["office_field_section_records"] = office_field_section_records(rows, examples)
    figures["paid_person_billed_records"] = paid_person_billed_records(rows, examples)
    figures["pay_inconsistent_records"] = pay_inconsistent_records(rows, examples)
    figures["other_person_field_records"] = other_person_field_records(rows, examples)
    figures["misplaced_clinical_fact_records"] = misplaced_clinical_fact_records(rows, examples)
    figures["repeated_signature_records"] = repeated_signature_records(rows, examples)
    figures["reassurance_tail_records"] = reassurance_tail_records(rows, examples)
    figures["thread_time_slip_records"] = thread_time_slip_records(rows, examples)
    figures["log_heading_mismatch_records"] = log_heading_mismatch_records(rows, examples)
    figures["many_staff_records"] = many_staff_records(rows, examples)
    figures["stock_tail_records"] = stock_tail_records(rows, examples, args.catalogue)
    figures["negative_contact_records"] = _pattern_records(rows, examples, "negative_contact", _NEGATIVE_CONTACT)
    figures["diary_deadline_records"] = _pattern_records(rows, examples, "diary_deadline", _DIARY_DEADLINE)
    figures["hedge_share"] = _pattern_records(rows, examples, "hedge", HEDGE) / len(rows)
    figures["staff_paren_records"] = staff_paren_records(rows, examples)
    figures["misplaced_wish_records"] = misplaced_wish_records(rows, examples)
    figures["crowded_closing_records"] = crowded_closing_records(rows, examples)
    figures["file_opened_records"] = file_opened_records(rows, examples)
    figures["matched_id_records"] = _pattern_records(rows, examples, "matched_id", _MATCHED_ID)
    figures.update(personal_genre_records(rows, examples, args.catalogue))
    figures.update(personal_document_records(rows, examples, args.catalogue))
    figures.update(voice_records(rows, examples))
    figures.update(records_voice_records(rows, examples, args.catalogue))
    figures["state_program_town_records"] = state_program_town_records(rows, examples)
    figures["rental_issuer_town_records"] = rental_issuer_town_records(rows, examples)
    figures["carrier_mismatch_records"] = carrier_mismatch_records(rows, examples)
    figures["placeholder_kin_records"] = placeholder_kin_records(rows, examples)
    figures["public_job_employer_records"] = public_job_employer_records(rows, examples)
    figures["shared_case_sentences"] = shared_case_sentence_records(rows, examples, args.catalogue)
    figures.update(dated_world_records(rows, examples))
    print(f"{len(rows)} records from {args.folder}")
    for k, v in figures.items():
        print(f"  {k:32s} {v:.3f}" if isinstance(v, float) else f"  {k:32s} {v}")
    for kind, items in examples.items():
        print(f"examples: {kind}")
        for item in items[: args.examples]:
            print(f"    {item}")
    print("RESULT " + " ".join(f"{k}={v:.4g}" if isinstance(v, float) else f"{k}={v}" for k, v in figures.items()))


def _case_rule_break(r: dict) -> str | None:
    """Why a record breaks a rule its case data declares (None when it keeps them all): the person's occupation
    and life event fit their age and marital status (profile.yaml), a claim is one the person can bring, and a clinical record's complaint, labs and drug belong
    to its diagnosis (medical.py's clinical cases)."""
    from privasis_hub.synth.catalog import legal, medical
    from privasis_hub.synth.profile import profile_rules

    rules, p = profile_rules(), r["profile"]
    attrs = {a["key"]: a["value"] for a in r["attributes"]}
    job = p.get("occupation", "").removeprefix("retired ")
    if rules.occupation_min_age.get(job, 18) > p.get("age", 99):
        return f"a {p['age']}-year-old {job}"
    event = p.get("life_event", "")
    if not rules.life_event_min_age.get(event, 18) <= p.get("age", 99) <= rules.life_event_max_age.get(event, 200) + 2 or \
            p.get("marital_status") not in rules.life_event_marital.get(event, (p.get("marital_status"),)):
        return f"life event {event!r} for a {p.get('age')}-year-old, {p.get('marital_status')}"
    sex, least_age = legal._CLAIM_NEEDS.get(attrs.get("legal_claim", ""), ("", 0))
    if sex and p.get("sex") != sex or p.get("age", 99) < least_age:
        return f"claim {attrs['legal_claim']!r} brought by a {p.get('age')}-year-old {p.get('sex')}"
    case = medical._CASES.get(attrs.get("diagnosis", ""))
    if case:
        if "chief_complaint" in attrs and attrs["chief_complaint"] not in case[1]:
            return f"complaint {attrs['chief_complaint']!r} with {attrs['diagnosis']!r}"
        lab = attrs.get("lab_result", "")
        if lab and case[2] and not any(lab.startswith(name + " ") for name in case[2]):
            return f"lab {lab!r} with {attrs['diagnosis']!r}"
        drugs = medical._TREATS.get(attrs["diagnosis"], medical._COMMON_DRUGS)
        med = attrs.get("current_medication", "")
        if med and not any(med.startswith(d + " ") for d in drugs):
            return f"drug {med!r} with {attrs['diagnosis']!r}"
    return None


def case_rule_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records that break a rule declared in the case data (see :func:`_case_rule_break`)."""
    broken = 0
    for r in rows:
        if why := _case_rule_break(r):
            broken += 1
            examples["case_rules"].append(f"{r['id']} ({r['record_type']}): {why}")
    return broken


def _catalogue_yaml(folder: Path) -> list[tuple[str, dict]]:
    import yaml

    skip = {"profile", "case", "skeletons"}
    return [(p.stem, yaml.safe_load(p.read_text())) for p in sorted(folder.glob("*.yaml")) if p.stem not in skip]


def _fits_table(folder: Path) -> dict[tuple[str, str], dict]:
    """(category, record type) -> its ``fits`` (the subcategory's, overridden key by key by the record type's)."""
    table = {}
    for _, data in _catalogue_yaml(folder):
        for sub in data.get("subcategories", {}).values():
            for name, entry in sub.get("record_types", {}).items():
                table[(data["name"], name)] = {**(sub.get("fits") or {}), **(entry.get("fits") or {})}
    return table


def _unfit(p: dict, fit: dict) -> str | None:
    low, high = fit.get("age", [0, 200])
    work = "retired" if p.get("occupation", "").startswith("retired ") else "employed"
    if work == "employed" and "desk" in (fit.get("work") or ()) and _desk_job(p.get("occupation", "")):
        work = "desk"  # (an employed person in a desk job)
    if work == "employed" and "customers" in (fit.get("work") or ()) and _customer_job(p.get("occupation", "")):
        work = "customers"  # (an employed person who serves customers: the generator's Fit.admits, catalogue/__init__)
    citizen = p.get("citizenship") == "United States"
    if not low <= p.get("age", 0) <= high:
        return f"age {p.get('age')} outside {low}-{high}"
    for key, value in (("sex", p.get("sex")), ("marital", p.get("marital_status")), ("work", work)):
        if fit.get(key) and value not in fit[key]:
            return f"{key} {value!r} not in {fit[key]}"
    if "citizen" in fit and fit["citizen"] != citizen:
        return f"citizenship {p.get('citizenship')!r}"
    return None


def unfit_record_type_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> int:
    """Records whose person the record type's ``fits`` (catalogue YAML) leaves out: a parenting plan for an
    87-year-old, a divorce settlement for a single person, a naturalization notice for a citizen."""
    table, bad = _fits_table(catalogue), 0
    for r in rows:
        if why := _unfit(r["profile"], table.get((r["category"], r["record_type"]), {})):
            bad += 1
            examples["unfit"].append(f"{r['id']} ({r['record_type']}): {why}")
    return bad


def rule_break_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path, kind: str) -> int:
    """Records breaking a category's ``rules`` of ``kind`` (catalogue YAML): ``before`` (the first date after the
    second) or ``at_most`` (the first amount above the second)."""
    rules = {data["name"]: [tuple(next(iter(r.values()))) for r in data.get("rules") or [] if kind in r]
             for _, data in _catalogue_yaml(catalogue)}
    bad = 0
    for r in rows:
        attrs = {a["key"]: a["value"] for a in r["attributes"]}
        for low, high in rules.get(r["category"], []):
            if low not in attrs or high not in attrs:
                continue
            if kind == "before":
                a, b = _DATE.match(attrs[low]), _DATE.match(attrs[high])
                broken = bool(a and b and dateparser.parse(a.group(0)) > dateparser.parse(b.group(0)))
            else:
                a, b = _money(attrs[low]), _money(attrs[high])
                broken = a is not None and b is not None and a > b
            if broken:
                bad += 1
                examples[f"rule_{kind}"].append(f"{r['id']} ({r['record_type']}): {low}={attrs[low]!r} "
                                                f"{high}={attrs[high]!r}")
                break
    return bad


_RELATION = re.compile(r"\(([a-z -]+)\)$")


def relation_role_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with a "<Name> (relation)" value whose relation the person's marital status or age rules out."""
    bad = 0
    for r in rows:
        p = r["profile"]
        for a in r["attributes"]:
            m = _RELATION.search(a["value"])
            if not m:
                continue
            rel = m.group(1)
            last = rel.split()[-1]
            why = ((last in ("spouse", "wife", "husband") and rel == last
                    and p.get("marital_status") in ("single", "divorced", "in a domestic partnership"))
                   or (last in ("fiance", "fiancee", "boyfriend", "girlfriend")
                       and p.get("marital_status") in ("married", "separated", "in a domestic partnership"))
                   or (rel.startswith("adult ") and p.get("age", 99) < 38))
            if why:
                bad += 1
                examples["relation_role"].append(f"{r['id']} ({r['record_type']}): {a['value']!r} for a "
                                                 f"{p.get('age')}-year-old, {p.get('marital_status')}")
                break
    return bad


_FILED = re.compile(r"\b(?:form|application|request|registration|petition|claim|worksheet|questionnaire|renewal"
                    r"|enrollment|appeal|sheet|organizer)\b", re.I)
_ISSUED = re.compile(r"\b(?:certificate|confirmation|notice|letter|determination|result|results|summary|statement"
                    r"|response)$", re.I)
_SUBMITTED_KEYS = re.compile(r"request_date$|submitted_date$|^request_received_date$|^application_date$")


def filed_date_gap_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Forms and applications the person filed (by the record type's name, written as a form or application) whose
    submission date is more than 7 days before the document's date, the day it was received."""
    bad = 0
    for r in rows:
        if (r["format"] not in ("form", "application") or not _FILED.search(r["record_type"])
                or _ISSUED.search(r["record_type"])):
            continue
        received = dateparser.parse(r["document_date"]).date()
        for a in r["attributes"]:
            m = _DATE.match(a["value"]) if _SUBMITTED_KEYS.search(a["key"]) else None
            if m and (received - dateparser.parse(m.group(0)).date()).days > 7:
                bad += 1
                examples["filed_gap"].append(f"{r['id']} ({r['record_type']}): {a['key']}={a['value']!r}, "
                                             f"received {r['document_date']}")
                break
    return bad

_PHRASE_WORD = re.compile(r"[a-z0-9']+")
#: A "Label: value" line (a form's field, a header's particulars): nothing but the value follows the colon.
_LABEL_LINE = re.compile(r"^[^:]{1,60}:\s*(.*)$")


def _writers_runs(text: str, attributes: list[dict]) -> tuple[list[list[str]], list[list[str]]]:
    """The prose of ``text`` as runs of the writer's own words (attribute values and punctuation cut the runs), and
    each prose sentence's opening words; labelled lines, table rows and ticked boxes are no prose."""
    for a in sorted(attributes, key=lambda a: -len(a["value"])):
        if a["value"].strip():
            text = text.replace(a["value"], "\0")
    runs: list[list[str]] = []
    openings: list[list[str]] = []
    for line in text.splitlines():
        line = re.sub(r"^\[\d\d:\d\d\] [^:]{1,40}: |^[QA]: |^> ?", "", line.strip())
        if not line or line.startswith(("|", "[x]", "[ ]")):
            continue
        if (m := _LABEL_LINE.match(line)) and not re.search(r"[A-Za-z]{2,}", m.group(1).replace("\0", "")):
            continue
        for s in re.split(r"(?<=[.!?])\s+", line):
            words = _PHRASE_WORD.findall(s.split("\0")[0].lower())
            if len(_PHRASE_WORD.findall(s)) >= 5 and len(words) >= 3:
                openings.append(words[:3])
            runs.extend(_PHRASE_WORD.findall(part.lower()) for part in re.split(r"[\0,;:()\u2014\"]", s))
    return runs, openings


def recurring_phrases(rows: list[dict], examples: dict[str, list[str]], share: float = 0.05) -> float:
    """Stock wording: the share of records holding the most frequent recurring phrase, where a phrase is a sentence's
    opening (its first three words) or any four words in a row of the writer's own (attribute values cut them).
    Phrases in more than ``share`` of records are listed as examples, most frequent first (issue 19: <= 5 %)."""
    grams: Counter = Counter()
    for r in rows:
        runs, openings = _writers_runs(r["text"], r["attributes"])
        seen = {"opening: " + " ".join(o) for o in openings}
        seen.update(" ".join(w[i : i + 4]) for w in runs for i in range(len(w) - 3))
        grams.update(seen)
    n = max(len(rows), 1)
    for phrase, count in grams.most_common(15):
        if count / n > share:
            examples["recurring_phrase"].append(f"{count / n:.3f} {phrase!r}")
    return grams.most_common(1)[0][1] / n if grams else 0.0




_CLOCK = re.compile(r"\b(\d{1,2}):(\d{2}) ([AP]M)\b")
_THREAD_DATE = re.compile(r"^Date: (.+)$", re.M)


def _timelines(folder: Path) -> dict[tuple[str, str], tuple[dict[str, str], list[tuple[str, str]], set[str]]]:
    """(category, record type) -> (key -> past/future, ordered pairs, office-hours keys) from the catalogue's
    ``timeline`` blocks, the record type's own roles over the category's."""
    table = {}
    for _, data in _catalogue_yaml(folder):
        t = data.get("timeline") or {}
        roles = {k: role for role in ("past", "future") for k in t.get(role) or []}
        pairs = [(c[i], c[i + 1]) for c in t.get("order") or [] for i in range(len(c) - 1)]
        for sub in data.get("subcategories", {}).values():
            for name, entry in sub.get("record_types", {}).items():
                own = dict(entry.get("timeline") or {})
                chains = own.pop("order", None) or []  # the record type's own orders win over the category pairs
                before = {(c[i], c[j]) for c in chains for i in range(len(c)) for j in range(i + 1, len(c))}
                own_pairs = [(c[i], c[i + 1]) for c in chains for i in range(len(c) - 1)]
                table[(data["name"], name)] = ({**roles, **own},
                                               own_pairs + [(a, b) for a, b in pairs if (b, a) not in before],
                                               set(t.get("office_hours") or []))
    return table


#: A dated entry's head line in a log or case notes ("May 9, 2025 (phone, 20 min):", "Note, 2025-03-29:",
#: "Entry 3 (12/09/2025; in person, 25 min):", "09/17/2024 — Michael Palmer, Office Administrator:").
_DATED_ENTRY_HEAD = re.compile(r"(?m)^(?:Note, |Entry \d+ \()?(" + _DATE.pattern + r")[^\n]{0,60}$")


def timeline_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> int:
    """Records breaking their timeline (catalogue ``timeline``): a past fact dated after the document (in an e-mail
    thread, after its first message), a scheduled one on or before it, two ordered facts out of order, an
    appointment or hearing on a weekend or outside 9 AM-4:30 PM, or a log of four or more dated entries most of
    them on one day (reader9 class 12: ten case notes all dated 2025-09-09)."""
    table = _timelines(catalogue)
    bad = 0
    for r in rows:
        roles, pairs, office = table.get((r["category"], r["record_type"]), ({}, [], set()))
        pairs = [(a, b) for a, b in pairs if not (roles.get(a) == "future" and roles.get(b) == "past")]
        attrs = {a["key"]: a["value"] for a in r["attributes"]}
        on = dateparser.parse(r["document_date"]).date()
        first = _THREAD_DATE.search(r["text"]) if r["format"] == "email thread" else None
        horizon = min(on, dateparser.parse(first.group(1)).date()) if first and _DATE.match(first.group(1)) else on
        days = {k: dateparser.parse(m.group(0)).date() for k in roles if k in attrs
                and (m := _DATE.match(attrs[k]))}
        why = next((f"{k} past but after {horizon}" for k, d in days.items() if roles[k] == "past" and d > horizon),
                   None)
        why = why or next((f"{k} scheduled on or before {on}" for k, d in days.items()
                           if roles[k] == "future" and d <= on), None)
        why = why or next((f"{a} after {b}" for a, b in pairs if a in days and b in days and days[a] > days[b]), None)
        for k in sorted(office & set(attrs)):
            clock = _CLOCK.search(attrs[k])
            minutes = (int(clock.group(1)) % 12 + (12 if clock.group(3) == "PM" else 0)) * 60 + int(clock.group(2)) \
                if clock else None
            if (k in days and days[k].weekday() >= 5) or (minutes is not None and not 540 <= minutes <= 990):
                why = why or f"{k} outside office hours"
        heads = [dateparser.parse(m.group(1)).date() for m in _DATED_ENTRY_HEAD.finditer(r["text"])]
        if len(heads) >= 4 and Counter(heads).most_common(1)[0][1] * 2 > len(heads):  # a log kept over days
            why = why or f"{Counter(heads).most_common(1)[0][1]} of {len(heads)} entries on one day"
        if why:
            bad += 1
            examples["timeline"].append(f"{r['id']} ({r['record_type']}, {r['format']}): {why}: "
                                        + ", ".join(f"{k}={attrs[k]!r}" for k in days))
    return bad



#: Formats written to the person (a letter tells a visit days before it; a clinic's note is dated on it).
_WRITTEN_TO = frozenset({"letter", "email thread", "chat log", "agreement", "interview transcript", "invoice"})
_FROM_NOTICE = re.compile(r"^(\d+) days from the date of this notice")
_DIAGNOSED = re.compile(r"^an? (.+?) with .+ diagnosed at age (\d+)$")
#: The most years a relative can be older than the person (a younger sister is younger; a grandparent up to 75).
_RELATIVE_GAP = {"mother": 45, "father": 45, "older brother": 12, "younger sister": -1, "maternal aunt": 50,
                 "paternal uncle": 50}


def _dated_story_break(r: dict) -> str | None:
    """Why a record's dates do not tell one story, checked from its attributes exactly (None when they do): a
    clinic's note (not a letter, not a result's note) dated off its visit day, an HOA's reply deadline other than
    the last day of the "N days from the date of this notice" it allows, a relative diagnosed older than they can be."""
    attrs = {a["key"]: a["value"] for a in r["attributes"]}
    on = dateparser.parse(r["document_date"]).date()
    # (a monitor's summary is signed after the recording it reports ends, days after the fitting visit: s21-world)
    if (r["category"] == "medical" and r["format"] not in _WRITTEN_TO and "test_ordering_date" not in attrs
            and "holter_duration" not in attrs and (m := _DATE.match(attrs.get("visit_date", ""))) and dateparser.parse(m.group(0)).date() != on):
        return f"visit_date={attrs['visit_date']!r} on a note of {on}"
    if (cure := _FROM_NOTICE.match(attrs.get("cure_period", ""))) and (m := _DATE.match(attrs.get("community_deadline",
                                                                                                   ""))):
        if (dateparser.parse(m.group(0)).date() - on).days != int(cure.group(1)):
            return f"community_deadline={attrs['community_deadline']!r} but {attrs['cure_period']!r} from {on}"
    if (m := _DIAGNOSED.match(attrs.get("family_medical_history", ""))) and r["profile"].get("age"):
        if int(m.group(2)) > r["profile"]["age"] + _RELATIVE_GAP.get(m.group(1), 75):
            return f"family_medical_history={attrs['family_medical_history']!r} for a {r['profile']['age']}-year-old"
    return None


def dated_story_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records whose dates contradict each other in ways the attributes show exactly (see :func:`_dated_story_break`);
    0 wanted."""
    return _flagged(rows, examples, "dated_story", _dated_story_break)


def fact_pair_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records where two facts contradict each other (benchmarks/check_facts_privasis.py: a refund paid two ways, a
    single filer with a dependent, two best friends, the deceased signing after the death, probation for a dismissed
    charge, snow in July, ...); 0 wanted."""
    import importlib.util

    path = Path(__file__).with_name("check_facts_privasis.py")
    spec = importlib.util.spec_from_file_location("check_facts_privasis", path)
    facts = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(facts)

    def problem(r: dict) -> str | None:
        hits = facts.check(r)
        return None if not hits else f"{r['id']} ({r['record_type']}, {r['format']}): " + "; ".join(
            f"{k}: {v[0]}" for k, v in hits.items())
    return _flagged(rows, examples, "fact_pair", problem)


_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December")
_OWNER = re.compile(r"home purchase|closed on (?:a|our|my|the) (?:home|house)|bought (?:a|our|my|the) (?:house|home)"
                    r"|goes into the house")
_TENANT = re.compile(r"landlord threatening|renew the lease|building is being sold|current apartment|moved to a rental")
_THIS_MONTH = re.compile(r"\bthis (" + "|".join(_MONTH_NAMES) + r")\b")
_MASTERS = re.compile(r"\((?:M\.A\.|M\.S\.|M\.S\.W\.|M\.P\.H\.|M\.B\.A\.|M\.Ed\.)\)")
_GRADUATE_PROGRAM = re.compile(r"\((?:M\.|Ph\.D|Ed\.D)")
_INTRO_COURSE = re.compile(r"\bIntroduction to\b|\b1\d\d\b|Calculus I\b|^(?:Chemistry|Calculus|Physics)\b|Principles of"
                           r"|World History|Microeconomics$")
#: A course numbered 500 or above ("PH 620 Principles of Epidemiology") is a graduate course whatever its title says.
_GRADUATE_COURSE_NUMBER = re.compile(r"^[A-Z]{2,5} [5-9]\d\d\b")
_TERM_MONTH = {"Winter": 1, "Spring": 5, "Summer": 8, "Fall": 12}
_FINAL_MILESTONE = re.compile(r"final defense|thesis defense")
_ADVISING_CONFERENCE = re.compile(r"\b(?:[Hh]is|[Hh]er|[Tt]heir|A) conference\b")
_GRADE_OF = re.compile(r", grade (\d+)$")
_SUBJECT_MARK = re.compile(r"(?im)^\|\s*([A-Za-z][A-Za-z .]*?)\s*\|\s*[A-F][+-]? in \1\s*\|")
_JOINT_NAMED = re.compile(r"(?i)married filing jointly (?:with|\(spouse:) (?-i:[A-Z][a-z'-]+ [A-Z])")
_SPOUSE_WORD = re.compile(r"\b(?:spouse|husband|wife)\b", re.I)
_BUYER_LISTING = re.compile(r"listing sheet|[Tt]he listing (?:shows|gives|says)|[Aa]ccording to the listing|Moving day")
_COUPLE_ANNIVERSARY = re.compile(r"anniversary of (?:moving in together|the first date|the engagement)")
_PARTNER_WORD = re.compile(r"\b(?:partner|husband|wife|spouse|fianc[eé]e?|boyfriend|girlfriend)\b", re.I)


def one_fact_records(rows: list[dict], examples: dict[str, list[str]]) -> dict[str, int]:
    """Records where one fact contradicts another (reader10 class 8 and the lead's items; s19y-contra; 0 wanted):
    ``tenure_conflict_records`` (a home just bought beside a landlord's lease), ``future_month_records`` ("matched us
    this June" in a March letter), ``degree_milestone_records`` (a master's student's "dissertation"),
    ``graduate_finish_records`` (a graduate finish term by the record's date, or within four months with a
    milestone other than the final defense still ahead), ``graduate_gpa_records`` (a graduate GPA under 3.00 beside
    a satisfactory or excellent rating), ``graduate_intro_course_records`` (an introductory course for a graduate
    student), ``advising_conference_records`` ("His conference is arranged" for an advising meeting),
    ``grade_course_records`` (a report card's "English 9" in grade 10, "Algebra I" from grade 10),
    ``subject_mark_repeat_records`` ("| Math | A in math |"), ``homeowner_contents_records`` (a homeowners
    personal property limit under 40 % of the dwelling's), ``joint_filing_spouse_records`` (married filing jointly
    with no spouse named anywhere), ``buyer_listing_records`` (a listing's layout or a set moving day in a buyer
    representation agreement) and ``unpartnered_anniversary_records`` (a couple's anniversary with nobody
    beside the writer)."""
    def check(r: dict) -> dict[str, str]:
        t, attrs, rt = r["text"], {a["key"]: a["value"] for a in r["attributes"]}, r["record_type"]
        on = dateparser.parse(r["document_date"]).date()
        out = {}
        if (a := _OWNER.search(t.lower())) and (b := _TENANT.search(t.lower())):
            out["tenure_conflict"] = f"{a.group(0)!r} / {b.group(0)!r}"
        if (m := _THIS_MONTH.search(t)) and _MONTH_NAMES.index(m.group(1)) + 1 > on.month:
            out["future_month"] = f"{m.group(0)!r} on {on}"
        program = attrs.get("program_of_study", "")
        if _MASTERS.search(program) and "dissertation" in t.lower():
            out["degree_milestone"] = f"{program} / dissertation"
        term = re.match(r"^(Winter|Spring|Summer|Fall) (\d{4})$", attrs.get("expected_graduation_term", ""))
        if term and "thesis_next_milestone" in attrs:
            ends = dt.date(int(term.group(2)), _TERM_MONTH[term.group(1)], 15)
            if ends <= on or ((ends - on).days < 120 and not _FINAL_MILESTONE.search(attrs["thesis_next_milestone"])):
                out["graduate_finish"] = f"{term.group(0)} on {on}, next {attrs['thesis_next_milestone']!r}"
        gpa = re.match(r"^(\d\.\d\d)", attrs.get("cumulative_gpa", ""))
        if gpa and float(gpa.group(1)) < 3.0 and re.search(r"^(?:satisfactory|excellent) progress",
                                                            attrs.get("thesis_progress_rating", "")):
            out["graduate_gpa"] = f"{gpa.group(1)} with {attrs['thesis_progress_rating']!r}"
        course = attrs.get("course_title", "")
        if (_GRADUATE_PROGRAM.search(program) and _INTRO_COURSE.search(course)
                and not _GRADUATE_COURSE_NUMBER.search(course)):
            out["graduate_intro_course"] = f"{attrs['course_title']!r} in {program}"
        if re.search(r"advis|thesis|graduate", rt) and (m := _ADVISING_CONFERENCE.search(t)):
            out["advising_conference"] = _around(t, m)
        if "report card" in rt and (g := _GRADE_OF.search(attrs.get("dependent_student", ""))):
            grade = int(g.group(1))
            wrong = [c for c in re.findall(r"English (\d+)", t) if int(c) != grade]
            if wrong or (grade >= 10 and re.search(r"\bAlgebra I\b", t)):
                out["grade_course"] = f"grade {grade}: {wrong or 'Algebra I'}"
        if m := _SUBJECT_MARK.search(t):
            out["subject_mark_repeat"] = m.group(0)
        if "homeowner" in rt and (a := _money(attrs.get("dwelling_coverage", ""))) and (
                c := _money(attrs.get("personal_property_coverage", ""))) and c < 0.4 * a:
            out["homeowner_contents"] = f"C {c:,.0f} / A {a:,.0f}"
        status = " ".join(v for k, v in attrs.items() if k.endswith("filing_status"))
        if "married filing jointly" in status.lower() and not _JOINT_NAMED.search(t) and not _SPOUSE_WORD.search(t):
            out["joint_filing_spouse"] = status
        if "buyer representation" in rt and (m := _BUYER_LISTING.search(t)):
            out["buyer_listing"] = _around(t, m)
        if ((m := _COUPLE_ANNIVERSARY.search(t)) and r["profile"].get("marital_status") != "in a domestic partnership"
                and not _PARTNER_WORD.search(t)):
            out["unpartnered_anniversary"] = m.group(0)
        return out

    kinds = ("tenure_conflict", "future_month", "degree_milestone", "graduate_finish", "graduate_gpa",
             "graduate_intro_course", "advising_conference", "grade_course", "subject_mark_repeat",
             "homeowner_contents", "joint_filing_spouse", "buyer_listing", "unpartnered_anniversary")
    counts = dict.fromkeys(kinds, 0)
    for r in rows:
        for kind, why in check(r).items():
            counts[kind] += 1
            examples[kind].append(f"{r['id']} ({r['record_type']}): {why}")
    return {f"{k}_records": v for k, v in counts.items()}


#: A channel a contact preference names, and the words that deny the issuer uses it ("never by text").
_CHANNELS = {"text": re.compile(r"^text"), "phone": re.compile(r"^(?:a phone call|a call to|a voicemail)"),
             "e-mail": re.compile(r"^e-mail"), "letter": re.compile(r"^a letter")}
_DENIED = {"text": re.compile(r"never (?:[a-z ]{0,60} )?by (?:text|text message|text or e-mail)\b"),
           "phone": re.compile(r"never (?:[a-z ]{0,60} )?by phone\b"),
           "e-mail": re.compile(r"never (?:[a-z ]{0,60} )?by (?:text or )?e-mail\b"),
           "letter": re.compile(r"never (?:[a-z ]{0,60} )?by (?:post|letter)\b")}
_PAID = (re.compile(r"online card payment|paid online"), re.compile(r"paid at the (?:window|counter)|cash at the window"))


def _flagged(rows: list[dict], examples: dict[str, list[str]], kind: str,
             problem: Callable[[dict], str | None]) -> int:
    """How many rows ``problem`` finds something in; what it says of each goes to ``examples[kind]``."""
    bad = 0
    for r in rows:
        if (why := problem(r)) is not None:
            bad += 1
            examples[kind].append(why)
    return bad


#: Where the matter stands, told as "Status: ..." or "status is ..." (not a person's marital, filing or work status).
_STATUS_SAID = re.compile(r"(?<![Mm]arital )(?<![Ff]iling )(?<![Cc]heck )(?<![Ee]nrollment )(?<![Ii]mmigration )"
                          r"\b(?:[Ss]tatus|STATUS)(?: is|:)\s+([^.\n]+)")
#: Fields telling the matter's own status (the generator's ``MATTER_STATUS_KEYS``).
_MATTER_STATUS = frozenset({"ticket_status", "incident_disposition"})


def status_conflict_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records telling two statuses of one matter at once: a ticket "resolved and waiting for the user to confirm"
    and a file "open, in progress", a form "Status: complete" beside its own "Status: under review" (a status a
    field of another fact tells, a background check's, is that fact's, not the matter's)."""
    def problem(r: dict) -> str | None:
        other = [a["value"] for a in r["attributes"] if a["key"] not in _MATTER_STATUS and "status" in a["key"]
                 or a["key"].endswith("_check")]
        said = {m.group(1).split(",")[0].strip().lower() for m in _STATUS_SAID.finditer(r["text"])
                if not any(m.group(1).startswith(v) for v in other)}
        return f"{r['id']} ({r['record_type']}): {sorted(said)}" if len(said) > 1 else None
    return _flagged(rows, examples, "status_conflict", problem)


#: How the office says it will route its replies or updates to the person's e-mail address.
_ROUTED_TO_MAIL = re.compile(r"(?i)\b(?:repl(?:y|ies)|answers (?:from us|to your)|updates|news|anything new|correspondence|notices|reminders|"
                             r"confirmations|written updates)\b[^.\n]{0,40}\b(?:come|comes|go|goes|sent|arrive|"
                             r"e-mailed|go out)\b[^.\n]{0,25}\bto [\w.+-]+@|\bas (?:the|your) address for (?:e-mail|"
                             r"updates)|\b(?:asked us to write to|prefers to be reached at) [\w.+-]+@")
_POST_FORM = re.compile(r"\b(?:Return|Send|Post|Mail) (?:the completed form|this form|the signed form|the form and any "
                        r"papers) to\b")
_HAND_IN_FORM = re.compile(r"\b(?:Hand in|Leave|Drop off|Hand over) (?:the completed form|this form|the signed form) "
                           r"at the front desk\b")
#: Fields naming the issuer's branch that serves the person (the generator's ``BRANCH_KEYS``).
_BRANCH_KEYS = ("office_location", "home_club", "branch_location")
_IN_PERSON_SAID = re.compile(r"\bat the front desk\b|\(in person\b|\b(?:[Mm]et|[Ss]aw) [^.\n]{0,30}\bin person\b|"
                             r"\bwalk-up visit\b|\bback in the office\b")
_FIRST_MEETING = re.compile(r"\bfirst\b")
_RECORDED_TALK = re.compile(r"\brecord(?:ed|ing)\b")
_DOCS_FROM = re.compile(r"\b(?:documents|papers|records) (?:came to us from|reached us through|came from)\b")
_ENTRY_DAYS = re.compile(r"(?i)(?:\berrors?\b|\ban entry\b|\bany entry\b|\bthat looks wrong\b|\bquery a charge\b|"
                         r"\bquestion about an entry\b|\bdo not recognize\b|\bamount is unclear\b|\bentry looks wrong\b|"
                         r"\bask about a figure\b)[^.\n]*?(?:within|later than) (\d+) days")
_VISIT_KIND = re.compile(r"(?m)^Visit: (.+)$")
_KEPT_OPEN = re.compile(r"(?i)\bkeep the file open\b|\b(?:Kept|Left) the (?:file|case|matter) open\b")


def one_aspect_records(rows: list[dict], examples: dict[str, list[str]]) -> dict[str, int]:
    """Records telling two answers to one aspect of the case (issue 19, s19w, reader9 class 2, reader8 classes 2
    and 8), each 0 wanted: ``reply_channel_conflict_records`` (a person who asked to be reached by phone, text or
    letter, and replies or updates routed to their e-mail), ``form_return_conflict_records`` (a form to post and to
    hand in at the front desk), ``branch_conflict_records`` (a branch or location told under a letterhead that names
    none), ``meeting_place_conflict_records`` (a fully remote person met in person; a source's meeting place told as
    the conversation beside a recorded session elsewhere; a source's papers handed over by them and come from another
    person), ``entry_days_conflict_records`` (two time limits for questioning an entry), ``visit_kind_conflict_records``
    ("Visit: follow-up" at the first session, "new patient" at a later one), ``closed_kept_open_records`` (a matter
    told closed whose file is kept open), ``course_load_conflict_records`` (a renewal that needs full-time study or
    24 credits a year for a student who is not full-time)."""
    def values(r: dict) -> dict[str, str]:
        return {a["key"]: a["value"] for a in r["attributes"]}

    def reply(r: dict) -> str | None:
        v = values(r)
        wishes = [re.split(r", with no|, never| rather than| instead of", w)[0] for k, w in v.items()
                  if k.endswith("contact_preference")]
        own = v.get("email", "").split("@")[0]
        if not own or not wishes or any(re.search(r"(?i)e-?mail", w) for w in wishes):
            return None
        for m in _ROUTED_TO_MAIL.finditer(r["text"]):  # routed to the person's own address, not the office's
            if own in r["text"][m.start():m.end() + 60] and not re.search(r"\bnot\b", m.group(0)):  # (not "will not go to")
                return f"{r['id']} ({r['record_type']}): asked for {wishes[0]!r}, yet {_around(r['text'], m)!r}"
        return None

    def form_return(r: dict) -> str | None:
        if (m := _POST_FORM.search(r["text"])) and (n := _HAND_IN_FORM.search(r["text"])):
            return f"{r['id']} ({r['record_type']}): {m.group(0)!r} and {n.group(0)!r}"
        return None

    def branch(r: dict) -> str | None:
        v, lines = values(r), r["text"].splitlines()
        if not any(line.startswith("Tel. ") for line in lines):  # no office printed: nothing to disagree with
            return None
        for k in _BRANCH_KEYS:  # told in prose, and on no line of the office's (its name alone, or "Branch: ...")
            if k in v and v[k] in r["text"] and not any(line == v[k] or line.endswith(": " + v[k]) for line in lines):
                return f"{r['id']} ({r['record_type']}): {v[k]!r} under a letterhead that names no branch"
        return None

    def place(r: dict) -> str | None:
        v, text = values(r), r["text"]
        if any("fully remote" in x for x in v.values()) and (m := _IN_PERSON_SAID.search(text)):
            return f"{r['id']} ({r['record_type']}): fully remote, yet {_around(text, m)!r}"
        if (where := v.get("meeting_place")) and _RECORDED_TALK.search(text):
            for sent in re.split(r"(?<=[.!?])(?<!Mr\.)(?<!Ms\.)(?<!Dr\.)(?<!Mrs\.)\s+", text):
                if where in sent and not _FIRST_MEETING.search(sent):
                    return f"{r['id']} ({r['record_type']}): {sent.strip()!r} beside a recorded session"
        if "document_provided" in v and (m := _DOCS_FROM.search(text)):
            return f"{r['id']} ({r['record_type']}): the person's documents, yet {_around(text, m)!r}"
        return None

    def entry_days(r: dict) -> str | None:
        days = {m.group(1) for m in _ENTRY_DAYS.finditer(r["text"])}
        return f"{r['id']} ({r['record_type']}): {sorted(days)} days to question an entry" if len(days) > 1 else None

    def visit(r: dict) -> str | None:
        session, kinds = values(r).get("session_number", ""), _VISIT_KIND.findall(r["text"])
        if not session or session not in r["text"] or not kinds:
            return None
        first = session.startswith("the first session")  # (a video visit may be a first one)
        if first and "follow-up" in kinds or session != "the first session" and "new patient" in kinds:
            return f"{r['id']} ({r['record_type']}): Visit: {kinds[0]} at {session}"
        return None

    def kept_open(r: dict) -> str | None:
        v = values(r)
        closed = any(re.search(r"^closed\b|\bclosed$", v.get(k, "")) for k in (*_MATTER_STATUS, "case_status"))
        if closed and (m := _KEPT_OPEN.search(r["text"])):
            return f"{r['id']} ({r['record_type']}): closed, yet {_around(r['text'], m)!r}"
        return None

    def load(r: dict) -> str | None:
        v = values(r)
        need, status = v.get("scholarship_requirement", ""), v.get("enrollment_status", "")
        if status and not status.startswith("full-time") and re.search(r"full-time|24 credits", need):
            return f"{r['id']} ({r['record_type']}): renewal needs {need!r}, student is {status!r}"
        return None

    checks = {"reply_channel_conflict": reply, "form_return_conflict": form_return, "branch_conflict": branch,
              "meeting_place_conflict": place, "entry_days_conflict": entry_days, "visit_kind_conflict": visit,
              "closed_kept_open": kept_open, "course_load_conflict": load}
    return {f"{kind}_records": _flagged(rows, examples, kind, check) for kind, check in checks.items()}


#: Record types that tell an office's act (a decision, a notice, an assessment, a report on the person) and signer
#: roles that take a matter in rather than decide it (see the generator's ``_fit_to_act``).
_ACT_TYPE = re.compile(r"\b(?:notice|determination|decision|award|approval|denial|citation|assessment|evaluation|"
                       r"appeal|hearing|suspension|eligibility|termination|warning|offer|review|report|ruling)\b", re.I)
_FRONT_LINE = re.compile(r"\b(?:Clerk|Representative|Receptionist|Front Desk|Front Office|Reservations Agent|"
                         r"Customer (?:Support|Care)|(?:Records|Royalties) Assistant)$")
_SIGNED = re.compile(r"(?:^|\n|: )[A-Z][a-z]+ [A-Z][a-z'-]+, ([A-Z][A-Za-z ]+)(?=\n|$)")


def role_conflict_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> int:
    """Records with two answers to one role or a role that does not fit the act: both fields of a ``one_told``
    rule told (a member's "Role or position" beside the "Role applied for"; a notice period beside a set start
    date), or a decision, notice, assessment or report signed by a front-line role (a customer service
    representative signing a benefits award)."""
    rules = {data["name"]: [tuple(r["one_told"]) for r in data.get("rules") or [] if "one_told" in r]
             for _, data in _catalogue_yaml(catalogue)}

    def problem(r: dict) -> str | None:
        keys = {a["key"] for a in r["attributes"]}
        both = next((pair for pair in rules.get(r["category"], []) if set(pair) <= keys), None)
        if both:
            return f"{r['id']} ({r['record_type']}): both {both[0]} and {both[1]}"
        if _ACT_TYPE.search(r["record_type"]) and (role := next(
                (m.group(1) for m in _SIGNED.finditer(r["text"]) if _FRONT_LINE.search(m.group(1))), None)):
            return f"{r['id']} ({r['record_type']}): signed by a {role}"
        return None
    return _flagged(rows, examples, "role_conflict", problem)


#: A deadline's field and the scheduled events it is for (a reply due before the event, the copy before publication).
_DEADLINE_KEY = re.compile(r"deadline|_due_date$")
_EVENT_KEY = re.compile(r"event|appointment|hearing|meeting|filming|publication|ceremony|start_date")
#: Sentences that put a fact on the document's own day.
_TODAY = re.compile(r"\b(?:today|this morning)\b", re.I)
_SENT_IN_ON = re.compile(r"\b(?:papers|documents|forms|copies|paperwork)\b[^.\n]{0,40}?(?:sent in|handed in|supplied|"
                         r"posted) on (" + _DATE.pattern + ")")


def case_date_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> int:
    """Records whose dates contradict each other beyond the declared timelines: a deadline after a scheduled event
    of the record where no declared order puts it there (a reply to a block-party request due after the party), a
    visit's fact told as "today" in a record dated another day ("Weight today was" in a letter three weeks on), or
    the person's papers sent in on a day other than the one the record says they came in."""
    table = _timelines(catalogue)
    covers = {data["name"]: [tuple(r["covers"]) for r in data.get("rules") or [] if "covers" in r]
              for _, data in _catalogue_yaml(catalogue)}

    def day(value: str):
        m = _DATE.search(value)
        return dateparser.parse(m.group(0)).date() if m else None

    def problem(r: dict) -> str | None:
        attrs = {a["key"]: a["value"] for a in r["attributes"]}
        on = dateparser.parse(r["document_date"]).date()
        declared = set(table.get((r["category"], r["record_type"]), ({}, [], set()))[1])
        days = {k: d for k, v in attrs.items() if isinstance(v, str) and (d := day(v)) is not None}
        for k, d in days.items():
            for k2, d2 in days.items():
                if (_DEADLINE_KEY.search(k) and not _DEADLINE_KEY.search(k2) and _EVENT_KEY.search(k2)
                        and d2 > on and d > d2 and (k2, k) not in declared):
                    return f"{r['id']} ({r['record_type']}): {k} {d} after {k2} {d2}"
        for term, other in covers.get(r["category"], []):  # a deal's term spans the dates it governs
            m = re.match(r"(\d+) months from (.+)$", attrs.get(term) or "")
            if m and (start := day(m.group(2))) and other in days and not (
                    start <= days[other] <= start + dt.timedelta(days=30.5 * int(m.group(1)))):
                return f"{r['id']} ({r['record_type']}): {term} {attrs[term]!r} does not cover {other} {days[other]}"
        visit = days.get("visit_date")
        if visit is not None and visit != on:
            for a in r["attributes"]:
                for sp in a["spans"]:
                    start = r["text"].rfind(".", 0, sp["start"]) + 1
                    end = r["text"].find(".", sp["end"])
                    if _TODAY.search(r["text"][start:end if end > 0 else None].split("\n")[-1]):
                        return f"{r['id']} ({r['record_type']}): {a['key']} told as today, visit {visit}, record {on}"
        asked = next((d for k, d in days.items() if re.search(r"request_date$|submitted_date$|^application_date$", k)),
                     None)
        if asked is not None:
            for m in _SENT_IN_ON.finditer(r["text"]):
                if (sent := day(m.group(1))) is not None and sent != asked:
                    return f"{r['id']} ({r['record_type']}): papers sent in on {sent}, received {asked}"
        return _date_fit_problem(r, attrs, on, days)
    return _flagged(rows, examples, "case_date", problem)


#: Record types whose follow-up is an operation's or a discharge's wound check (10-14 days on; > 6 weeks is wrong).
_SURGICAL_KIND = re.compile(r"(?i)surg|operative|discharge|wound|post-op")
_COURSE_WEEKS = re.compile(r"\bfor (one|two|three|four|five|six|seven|eight|nine|ten|twelve|\d+) weeks?\b")
_WEEK_WORDS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
#: Statements of a period, issued the days after it ends (a royalty statement, a yearly giving statement and a
#: dispute about an earlier statement come months on by custom).
_PERIOD_STATEMENT = re.compile(r"(?i)statement|pay stub|ledger|payout")
_LATE_BY_CUSTOM = re.compile(r"(?i)royalty|tithing|contribution|giving|dispute|delinquen|dues")
#: Fields dating an event a file's opening can stand on (an account, a membership, an intake, a ticket).
_OPENING_EVENT = re.compile(r"(?i)account_opened|membership_start|intake_date|ticket_opened|account_creat|request|"
                            r"submitted|application_date|incident_date|start_date")


def _date_fit_problem(r: dict, attrs: dict[str, str], on: dt.date, days: dict[str, dt.date]) -> str | None:
    """Dates that do not fit the document (reader9 classes 7-8, reader8 class 12): a file "opened" more than 180
    days before the document with no dated event it stands on, or opened after the first meeting it holds; a
    periodic statement issued more than 10 days after its period; a story's deadline more than 30 days before its
    publication; an operation's or a discharge's follow-up more than six weeks on, or a course of therapy reviewed
    weeks before or after it ends."""
    head = f"{r['id']} ({r['record_type']})"
    opened = days.get("case_opened_date")
    if opened is not None:
        near = [k for k, d in days.items() if k != "case_opened_date" and _OPENING_EVENT.search(k)
                and abs((d - opened).days) <= 3]
        # (a statement's account was opened before the period it reports, however long ago: s29-dates)
        period = next((days[k] for k in ("payout_period", "statement_period") if k in days), None)
        if (on - opened).days > 180 and not near and not (period is not None and opened <= period):
            return f"{head}: file opened {opened}, {(on - opened).days} days before the record"
        meeting = days.get("intake_date") or (days.get("ps_meeting_time") if "ps_meeting_time" in attrs
                                               and _DATE.match(attrs["ps_meeting_time"]) else None)
        if meeting is not None and meeting < opened:
            return f"{head}: first meeting {meeting} before the file opened {opened}"
    for key in ("statement_period", "payout_period"):
        m = re.search(r"(?:to|through) (" + _DATE.pattern + ")", attrs.get(key) or "")
        if (m and _PERIOD_STATEMENT.search(r["record_type"]) and not _LATE_BY_CUSTOM.search(r["record_type"])
                and "fin_request_date" not in attrs):
            end = dateparser.parse(m.group(1)).date()
            if (on - end).days > 10:
                return f"{head}: issued {on} for {attrs[key]!r}, {(on - end).days} days after it ended"
    due, published = days.get("story_deadline"), days.get("scheduled_publication_date")
    if due is not None and published is not None and due > on and (published - due).days > 30:
        return f"{head}: story deadline {due}, {(published - due).days} days before publication {published}"
    follow = days.get("follow_up_appointment")
    if follow is not None:
        anchor = min(days.get("visit_date") or on, on)
        course = _COURSE_WEEKS.search(attrs.get("therapy_frequency") or "")
        if course is not None:
            weeks = int(course.group(1)) if course.group(1).isdigit() else _WEEK_WORDS[course.group(1)]
            if not -7 <= (follow - anchor).days - 7 * weeks <= 14:
                return f"{head}: therapy {attrs['therapy_frequency']!r} from {anchor}, reviewed {follow}"
        elif _SURGICAL_KIND.search(r["record_type"]) and (follow - anchor).days > 42:
            return f"{head}: follow-up {follow}, {(follow - anchor).days} days after the visit {anchor}"
    return None


def _date_style(value: str) -> str:
    return "iso" if "-" in value else "us" if "/" in value else "long"


def date_style_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records writing their dates in more than one style ("01/13/2024: membership start" above "February 8, 2024:
    papers submitted"; reader9 class 7): a document keeps to one, spelled out, US numeric or ISO."""
    def problem(r: dict) -> str | None:
        seen: dict[str, str] = {}
        for m in _DATE.finditer(r["text"]):
            seen.setdefault(_date_style(m.group(0)), m.group(0))
        return f"{r['id']} ({r['record_type']}): dates {sorted(seen.values())}" if len(seen) > 1 else None
    return _flagged(rows, examples, "date_style", problem)


def channel_conflict_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records whose channels contradict each other: the person's contact preference names a channel the text says
    the issuer never uses ("text messages ..." beside "never ... by text"), or a fee paid both online and at the
    window."""
    def problem(r: dict) -> str | None:
        text = r["text"].lower()
        prefs = [a["value"] for a in r["attributes"] if a["key"].endswith("contact_preference")]
        why = next((f"prefers {p!r} but {m.group(0)!r}" for p in prefs for ch, rx in _CHANNELS.items()
                    if rx.search(p) and (m := _DENIED[ch].search(text))), None)
        if why is None and all(rx.search(text) for rx in _PAID):
            why = "a fee paid both online and at the window"
        return f"{r['id']} ({r['record_type']}): {why}" if why else None
    return _flagged(rows, examples, "channel_conflict", problem)


#: Labelled lines of a contact card: the person's age, birth date, phone, e-mail, home address, work.
_CARD_LINE = re.compile(r"(?m)^(?:Age|Date of birth|DOB|Phone|Tel\.?|Email|E-mail|Street address|Address|City|Postal code"
                        r"|ZIP|Occupation|Employer|Marital status): ")


def profile_block_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records that are not a form (or an agreement's party block) yet carry a contact card: three or more labelled lines of the person's age, birth
    date, phone, e-mail, address or work in their first 25 lines (a memo, report, letter or minutes tells these in
    its text, if at all; a form's sections hold them)."""
    def problem(r: dict) -> str | None:
        if r["format"] in ("form", "application", "agreement"):  # a contract's party block lists them too
            return None
        lines = _CARD_LINE.findall("\n".join(r["text"].splitlines()[:25]))
        return f"{r['id']} ({r['format']}): {', '.join(x.strip() for x in lines)}" if len(lines) >= 3 else None
    return _flagged(rows, examples, "profile_block", problem)


#: Formats whose body is prose: a block of labelled values there reads as a generator's leftovers (a form, an
#: application, a statement, an invoice and an agreement's party blocks have labelled fields of their own).
_FIELD_FORMATS = ("form", "application", "statement with table", "invoice", "agreement")
#: A heading line of a block of details ("Further details:", "Mr. Ali's details:", "Also on your health record:").
_DUMP_HEAD = re.compile(r"^(?:Further details|Other details|Details to check|Details we hold|Details on record"
                        r"|For reference|For you to check|Please check(?: these details)?|Your details with us"
                        r"|Also on (?:record|(?:your|the) [\w ]+ record)|From (?:your|the) [\w ]+ record"
                        r"|(?:Other )?[Aa]ccount details|[\w .'’-]{1,40}['’]s? details|Details of [\w .'’-]{1,40}):$")
_HEAD_LINE = re.compile(r"^[A-Z][^:\n]{0,50}:$")
_VALUE_LINE = re.compile(r"^[A-Z][\w'’ ()/&.,-]{0,40}: \S")


def field_dump_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Prose records (not a form, application, statement, invoice or agreement) holding a block of labelled values:
    a heading of details alone on a line (:data:`_DUMP_HEAD`), or any heading line ending in ":" over two or more
    "Label: value" lines (reader7 class 1: "Further details: / Handle: @thefernandow / Website: ...")."""
    def problem(r: dict) -> str | None:
        if r["format"] in _FIELD_FORMATS:
            return None
        lines = [x.strip() for x in r["text"].splitlines()]
        for i, line in enumerate(lines):
            if _DUMP_HEAD.match(line) or (_HEAD_LINE.match(line) and len(lines) > i + 2
                                          and all(_VALUE_LINE.match(x) for x in lines[i + 1:i + 3])):
                return f"{r['id']} ({r['format']}, {r['record_type']}): {' / '.join(lines[i:i + 3])}"
        return None
    return _flagged(rows, examples, "field_dump", problem)


#: A public body's statutory lines (review rights, interpreting, statutory reply times) and a "time limits" warning.
_GOVERNMENT_LINES = re.compile(r"review within (?:six weeks|30 days|60 days)|(?:entitled to|can ask for|may request) "
                               r"(?:a review|a second look|another decision)|in your own language|[Ff]ree interpreting|"
                               r"An interpreter (?:is available|can be arranged|can be booked)|reply within 20 working days|"
                               r"If reading this \w+ is hard|[Ff]ree and independent advice|[Ii]ndependent advice is")


def government_boilerplate_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records outside the government category that print a public body's statutory lines (a review within six
    weeks, help in your own language, a reply within 20 working days); interpreting is also a clinic's."""
    def problem(r: dict) -> str | None:
        m = None if r["category"] == "government" else _GOVERNMENT_LINES.search(r["text"])
        if m and not (r["category"] == "medical" and re.search(r"(?i)interpret|own language", m.group(0))):
            return f"{r['id']} ({r['category']}): {m.group(0)!r}"
        return None
    return _flagged(rows, examples, "government_boilerplate", problem)


_REF_LINE = re.compile(r"(?m)^(?:Our reference|Reference|Ref\.|File reference|Your reference|[A-Z][\w' ]{0,30}"
                       r"(?:number|No\.|ID|reference|Reference)): \S+$")


#: Categories whose offices identify a letter's reader by date of birth under the reference.
_DOB_IN_HEAD = frozenset({"medical", "government", "financial", "legal", "education"})


def letter_reference_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Letters whose head (before the salutation) carries more than two reference lines, or a date of birth where the
    kind of office does not identify its reader by one."""
    def problem(r: dict) -> str | None:
        if r["format"] != "letter":
            return None
        head = r["text"].split("\nDear ", 1)[0]
        refs = _REF_LINE.findall(head)
        born = "\nDate of birth:" in head and r["category"] not in _DOB_IN_HEAD
        if len(refs) > 2 or born:
            return f"{r['id']}: {len(refs)} reference lines" + (" and a date of birth" if born else "")
        return None
    return _flagged(rows, examples, "letter_reference", problem)


#: A town line of an address: "Springfield, 45503" (no state) against "Springfield, OH 45503".
_TOWN_NO_STATE = re.compile(r"(?m)^[A-Z][\w.' -]+, \d{5}$")


def town_without_state_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with an address town line that has a city and a ZIP code but no state between them."""
    return _flagged(rows, examples, "town_without_state",
                    lambda r: f"{r['id']}: {m.group(0)!r}" if (m := _TOWN_NO_STATE.search(r["text"])) else None)


def misnamed_document_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records whose text calls the document what it is not: an e-mail thread or chat that says "this letter", or a
    memo, report or minutes that promise headings ("each under its own heading") it does not have."""
    def problem(r: dict) -> str | None:
        text = r["text"]
        wrong = None
        if (r["format"] in ("email thread", "chat log") and "letter" not in r["record_type"]
                and re.search(r"\b[Tt]his letter\b", text)):
            wrong = "this letter"
        elif "under its own heading" in text and not re.search(r"(?m)^\d+\. [A-Z]", text):
            wrong = "each under its own heading"
        return f"{r['id']} ({r['format']}): {wrong!r}" if wrong else None
    return _flagged(rows, examples, "misnamed_document", problem)


#: A pronoun dropped into a slot made for a name, before the verb: "Fees for me were settled", "The document held
#: by you is valid", "Benefits for you begin" (a writer says "Your fee was paid", "Your benefits begin").
_PRONOUN_SLOT = re.compile(r"\b(?:for|by|from|with) (?:me|you|him|her)\b (?:is|are|was|were|will|begins?|began|"
                           r"comes?|came|goes|went|stays?|remains?|has|had)\b")


def pronoun_slot_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with a pronoun in a name's slot before its verb ("Fees for me were settled with cash")."""
    def problem(r: dict) -> str | None:
        m = _PRONOUN_SLOT.search(r["text"])
        return f"{r['id']} ({r['format']}): {_around(r['text'], m)!r}" if m else None
    return _flagged(rows, examples, "pronoun_slot", problem)


#: Sentences where a slot got a value of the wrong kind, or a frame no writer writes (reader7 classes 5 and 7):
#: each pattern is a kind of mismatch, not one quoted sentence.
_NOT_HEAD = (r"(?!(?:who|whom|whose|which|that|where|when|and|or|but|the|a|an|his|her|their|our|your|my|its|to|in|"
             r"at|on|for|with|from|by|as|is|was|has|had|are|were|if|so|then|not|also|please|we|i|he|she|they|you|it|"
             r"this|these|those|all|each|both|said|says|will|would|can|could|may)\b)")
_PAPERS = ("plan|agreement|contract|lease|policy|terms|renewal|form|letter|document|offer|proposal|application|"
           "schedule|waiver|release|statement|notice|will|deed|amendment|addendum|authorization|consent|estimate|"
           "quote|bill|invoice|budget")
_GARBLED = {
    # a pronoun in apposition or as a vocative: "My main concern, you, is that ..."
    "pronoun_apposed": re.compile(r"\w, (?:you|me|him|them|us), (?!and\b|or\b)"),
    # a name with its title left open before the rest of the sentence: "reach Ann Lee, claims examiner about the case"
    "unclosed_apposition": re.compile(r"\b(?:reach|contact|call|ask|write to|see|e-?mail) [A-Z][a-z]+ [A-Z][a-z'-]+, "
                                      + _NOT_HEAD + r"[a-z]+(?: [a-z]+){0,3} (?:about|with|for|on|at|if|regarding|"
                                      r"before|after)\b"),
    # an amount where an agent belongs: "Travel and time are covered by $200"
    "amount_as_agent": re.compile(r"\b(?:covered|drawn up|signed|written|approved|issued|handled|run) by \$\d"),
    # a participle phrase after "as": "records the terms as identified only as a former employee"
    "double_as": re.compile(r"\bas (?:identified|described|known|referred to|listed|shown|recorded|quoted) (?:only )?as\b"),
    # a participle, an adjective or a condition where an object belongs: "the release permits identified only as"
    "phrase_as_object": re.compile(r"\b(?:allows|permits|provides for|(?:lists|sets|records) the terms as|is looking "
                                   r"for|asked for|aim is|expectation is) (?:identified|described|quoted|known|"
                                   r"flexible|the same [a-z]+ [a-z]+ if)\b"),
    # a paper's verb on what is no paper: "Your cardiac rehab has been drawn up for your signature"
    "paper_verb_on_matter": re.compile(r"\b(?:Your|The) (?:[\w-]+ ){0,4}?(?!(?:" + _PAPERS + r")\b)[\w-]+ (?:has been "
                                       r"drawn up|is ready for (?:your signature|signing)|is now prepared for)"),
    # the same party named twice where one is its value: "The sender's record has one earlier warning to the sender"
    "role_repeated": re.compile(r"\b[Tt]he (sender|applicant|patient|student|tenant|borrower|member|client|caller|"
                                r"landlord|employee|candidate)'s [^.\n]{0,80}\bthe \1\b(?!')"),
    # a status equated with a person: "Enrollment for the term is recorded as a noncredit student"
    "status_as_person": re.compile(r"\b[Ee]nrollment\b[^.\n]{0,40}\b(?:is|was) (?:recorded|listed|shown) as an? "
                                   r"[^.\n]*\bstudent\b"),
    # an instruction to the person under the person's own statement: "Describe your circumstances: I should come to"
    "instruction_as_statement": re.compile(r"(?:Describe your circumstances|In your own words|Statement|Explanation|"
                                           r"Additional information|Applicant's statement):\s*\n?(?:I should|I must|"
                                           r"I need to|I am to|Please)\b"),
    # a transitive verb left without what it did: "The prescriber kept cephalexin 500 mg."
    "bare_kept": re.compile(r"\b(?:The prescriber|The doctor|The clinician) kept [^.\n]{3,60}\.(?<!dose\.)(?<!changes\.)"),
    # a pronoun in a name's place as the subject of a clause, its verb not made to agree: "The service me attends
    # most", "The service you attends most"
    "pronoun_subject": re.compile(r"\b(?:[Tt]he|[Aa]n?) [a-z]+ (?:(?:me|him|them) (?:[a-z]{3,}s|is|was|has|does)|"
                                  r"(?:you|I) (?!always|sometimes|perhaps|afterwards|nowadays)(?:[a-z]{3,}(?<![su])s|is|has|does))\b"),
    # a time frame on an amount of notice: "On a start date, he mentioned immediate availability"
    "frame_misfit": re.compile(r"\bOn a start date, |\bthe account you ran\b|\bAccording to you, "),
}


def garbled_sentence_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with a sentence whose slot got a value of the wrong kind (:data:`_GARBLED`)."""
    def problem(r: dict) -> str | None:
        for kind, pattern in _GARBLED.items():
            if m := pattern.search(r["text"]):
                return f"{r['id']} ({r['format']}) {kind}: {_around(r['text'], m)!r}"
        return None
    return _flagged(rows, examples, "garbled_sentence", problem)


#: One fact told in a robotic shape (issue 19, s19v-frames): a sentence with no clause joined to it (no ", ", ";")
#: that is only a short noun subject, a copula and the value; "For the X, ..."; a padded subject; a fronted date
#: before a clause of <= 6 words.
_ROBOTIC = {
    "copula": re.compile(r"^(?:The|Your|His|Her|Their|My|Our|This) (?:[\w'-]+ ){0,4}?(?:is|are|was|were) "
                         r"(?!(?:not|no|now|still|due|being|expected|required|asked|scheduled|set|open|closed|"
                         r"pending|on hold|under|available|welcome|glad|happy|sorry|to)\b)"
                         r"(?![a-z]+ed\b|(?:written|held|taken|given|seen|made|done|kept|sent|told|brought|taught|"
                         r"shown|known|put|run|begun|drawn|found|left|met|heard|built|won|chosen)\b)[^,;:]*[.!]$"),
    "for_the": re.compile(r"^For (?:the|your|his|her|their|this|my) [\w'-]+(?: [\w'-]+){0,3}, "),
    "padded": re.compile(r"\b(?:in question|concerned|assigned (?:is|was|are)|on (?:file|record) (?:is|was|are)|"
                         r"of record (?:is|was))\b"),
    "fronted_date": re.compile(r"^On (?:[A-Z][a-z]+ \d{1,2}, \d{4}|\d{1,2}/\d{1,2}/\d{4}), (?:\S+ ){1,5}\S+[.!]$"),
}


def robotic_kind(sentence: str) -> str | None:
    """The :data:`_ROBOTIC` shape ``sentence`` (whitespace-normalised, one prose sentence) has, if any."""
    if ": " in sentence or sentence.startswith("|") or len(sentence.split()) < 5:
        return None
    for kind, pattern in _ROBOTIC.items():
        if kind == "copula" and (", " in sentence or len(sentence.split()) > 16):
            continue
        if pattern.search(sentence):
            return kind
    return None


def robotic_sentences(rows: list[dict], examples: dict[str, list[str]]) -> tuple[float, int]:
    """The share of prose sentences of >= 5 words in a robotic one-fact shape, and the records with >= 3 of them."""
    total = hit = records = 0
    for r in rows:
        mine = []
        for s in sentences(r["text"]):
            if len(s.split()) < 5 or s.startswith("|") or ": " in s:
                continue
            total += 1
            if (kind := robotic_kind(s)) is not None:
                mine.append(f"{kind}: {s!r}")
        hit += len(mine)
        if len(mine) >= 3:
            records += 1
            if len(examples["robotic_sentence"]) < 8:
                examples["robotic_sentence"].append(f"{r['id']} ({r['format']}) " + " | ".join(mine[:3]))
    return hit / max(total, 1), records


def _around(text: str, m: re.Match, width: int = 40) -> str:
    return text[max(0, m.start() - width) : m.end() + 10].replace("\n", " ")


_SUBJECT_LINE = re.compile(r"(?im)^(?:Re|Subject|Regarding|RE)\s*:\s*(.+)$")


def subject_names_record_type_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records whose Re:/Subject:/Regarding: line holds the record type's own name ("Re: Chargeback dispute letter
    -- Hector Miller"): a real subject line names the matter, not the catalogue's name for the document."""
    def problem(r: dict) -> str | None:
        rt = r["record_type"].lower()
        line = next((m.group(0) for m in _SUBJECT_LINE.finditer(r["text"]) if rt in m.group(1).lower()), None)
        return f"{r['id']}: {line[:90]!r}" if line else None
    return _flagged(rows, examples, "subject_names_record_type", problem)


_RELATION_WORDS = (r"(?:(?:younger |older |little |big )?(?:mother|father|mom|dad|sister|brother|aunt|uncle|son|"
                   r"daughter|wife|husband|partner|spouse|friend|neighbou?r|cousin|grandmother|grandfather|grandma|"
                   r"grandpa|niece|nephew|fianc[ée]e?|stepfather|stepmother|stepson|stepdaughter|roommate|"
                   r"colleague|coworker|boyfriend|girlfriend|in-law)|age \d+)")
_RELATION_BRACKET = re.compile(r"\b[A-Z][a-z]+(?: [A-Z][a-z]+)? \(" + _RELATION_WORDS + r"\)")


def relation_bracket_prose_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records whose prose (not a table row or a 'Label: value' line) puts a relation in brackets after a name,
    as a form does ("I finally called Troy Moss (younger brother)", "Bedtime for Donna (age 5)")."""
    def problem(r: dict) -> str | None:
        for line in r["text"].splitlines():
            line = line.strip()
            if line.startswith("|") or re.match(r"^[A-Z][\w /'()-]{0,40}:\s", line) or len(line.split()) < 6:
                continue
            if m := _RELATION_BRACKET.search(line):
                return f"{r['id']} ({r['format']}): {_around(line, m)!r}"
        return None
    return _flagged(rows, examples, "relation_bracket_prose", problem)


_JOIN_STOP = frozenset("the a an and of to in on at for with by from is was are were be been has have had her his their"
                       " its your you she he they it this that as our we i my me not no or any".split())
#: "A, and B" where B opens a clause of its own (a pronoun, a possessive, "the ...", a name): reader4's class 1.
_AND_CLAUSE = re.compile(r"^(.*?), and ((?:the|her|his|their|your|you|she|he|they|i|my|we|our|it|mr\.|ms\.|mrs\.|dr\."
                         r"|(?-i:[A-Z][a-z]+ [A-Z][a-z]+))\b.*)$", re.I)
_SUM = re.compile(r"\$\d")


def _join_words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z]{4,}", text)} - _JOIN_STOP


def unrelated_joins(text: str) -> list[str]:
    """Body sentences (not 'Label: value' lines, table rows or quoted lines) of the form "A, and B" where A and B
    each hold >= 3 content words of >= 4 letters and share none, nor a topic (two sums of money are one topic: an
    income and what was withheld from it): two unrelated facts chained into one sentence
    ("You filled in the forms on June 11, 2024, and the Campos household owns Unit 51E in the community.")."""
    out = []
    for line in text.split("\n"):
        if re.match(r"^\s*[\w ./()'-]{1,40}:\s", line) or line.startswith(("|", ">")):
            continue
        for s in re.split(r"(?<=[.!?])\s+", line):
            if (m := _AND_CLAUSE.match(s)) is None:
                continue
            a, b = _join_words(m.group(1)), _join_words(m.group(2))
            if len(a) >= 3 and len(b) >= 3 and not a & b and not (_SUM.search(m.group(1)) and _SUM.search(m.group(2))):
                out.append(s)
    return out


def unrelated_join_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with >= 2 sentences chaining unrelated facts with ", and" (:func:`unrelated_joins`; reader4 class 1)."""
    def problem(r: dict) -> str | None:
        joins = unrelated_joins(r["text"])
        return f"{r['id']} ({r['format']}): {joins[0][:140]!r}" if len(joins) >= 2 else None
    return _flagged(rows, examples, "unrelated_join", problem)


def background_anywhere_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with a prose sentence of six or more words anywhere that holds >= 60 % of the background's content
    words (the background told, not only in the opening; the readers' measure)."""
    def problem(r: dict) -> str | None:
        bg = _content(r["background"])
        if not bg:
            return None
        told = next((p for p in _prose_sentences(r["text"]) if len(p.split()) >= 6
                     and len(bg & _content(p)) >= 0.6 * len(bg)), None)
        return f"{r['id']}: {told[:100]!r}" if told else None
    return _flagged(rows, examples, "background_anywhere", problem)


#: Wordings that point at a deadline or date the text should give ("before the date given below", "time limits").
_DATE_POINTER = re.compile(r"\b(?:time limits|the deadline|the date (?:given|set out|shown) (?:above|below)|"
                           r"before the date (?:given |set out )?(?:above|below)|any date above)\b", re.I)


def unheld_date_pointer_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records that point at a deadline or "the date below" while holding no date after the document's own date."""
    def problem(r: dict) -> str | None:
        m = _DATE_POINTER.search(r["text"])
        if not m:
            return None
        try:
            day = dateparser.parse(r["document_date"]).date()
        except (ValueError, TypeError, OverflowError):
            return None
        later = False
        for d in _DATE.findall(r["text"]):
            try:
                later = later or dateparser.parse(d).date() > day
            except (ValueError, OverflowError):
                pass
        return None if later else f"{r['id']}: {m.group(0)!r}"
    return _flagged(rows, examples, "unheld_date_pointer", problem)


def unfit_value_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> int:
    """Records holding a choice its field's ``fits`` (catalogue YAML) leaves the person out of: "keeping up with the
    grandchildren" at 36, "women's large" for a man, a pension office for someone still at work."""
    fits = {key: entry["fits"] for _, data in _catalogue_yaml(catalogue)
            for key, entry in (data.get("fields") or {}).items() if isinstance(entry, dict) and entry.get("fits")}

    def problem(r: dict) -> str | None:
        for a in r["attributes"]:
            fit = fits.get(a["key"], {}).get(a["value"])
            if fit and (why := _unfit(r["profile"], fit)):
                return f"{r['id']} ({r['record_type']}): {a['key']}={a['value']!r}: {why}"
        return None
    return _flagged(rows, examples, "unfit_value", problem)


#: Fields telling the person's own pay: yearly unless the value says "an hour" / "per hour".
_PAY_KEYS = ("offered_base_salary", "annual_income", "current_pay", "final_salary", "hourly_wage")


def pay_band_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> int:
    """Records whose pay for the person falls outside their occupation's band (profile.yaml ``occupation_pay``; a
    retiree's income at most the band's top): no plumber on $174,000, no surgeon on $38,000."""
    import yaml

    bands = yaml.safe_load((catalogue / "profile.yaml").read_text())["occupation_pay"]

    def problem(r: dict) -> str | None:
        job = r["profile"].get("occupation", "")
        low, high = bands.get(job.removeprefix("retired "), (0, 10**9))
        low = 0 if job.startswith("retired ") else low
        for a in r["attributes"]:
            if a["key"] in _PAY_KEYS and (value := _money(a["value"])) is not None:
                yearly = value * 2080 if "hour" in a["value"] else value
                if not low * 0.99 <= yearly <= high * 1.01:
                    return f"{r['id']} ({r['record_type']}): {a['key']}={a['value']!r} for a {job}"
        return None
    return _flagged(rows, examples, "pay_band", problem)


#: Schedules only desk work has (profile.yaml ``desk_jobs``).
_DESK_ONLY = re.compile(r"remote|hybrid|in the office")


def job_fact_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> int:
    """Records whose work facts disagree with the person's occupation or case: a remote or hybrid schedule for a job
    not done at a desk (profile.yaml ``desk_jobs``), a department of another trade ("Engineering" for a bank teller),
    bail above $5,000 on a misdemeanor charge."""
    import yaml

    from privasis_hub.synth.catalog.legal import CHARGES
    from privasis_hub.synth.catalog.professional_services import _DEPARTMENT_OF

    desk = set(yaml.safe_load((catalogue / "profile.yaml").read_text())["desk_jobs"])

    def problem(r: dict) -> str | None:
        job = r["profile"].get("occupation", "").removeprefix("retired ")
        attrs = {a["key"]: a["value"] for a in r["attributes"]}
        why = None
        if _DESK_ONLY.search(attrs.get("work_schedule", "")) and job not in desk:
            why = f"schedule {attrs['work_schedule']!r} for a {job}"
        elif "department" in attrs and attrs["department"] != _DEPARTMENT_OF.get(job, "Operations"):
            why = f"department {attrs['department']!r} for a {job}"
        elif "bail_amount" in attrs and not CHARGES.get(attrs.get("criminal_charge", ""), True) \
                and (_money(attrs["bail_amount"]) or 0) > 5000:
            why = f"bail {attrs['bail_amount']} on {attrs['criminal_charge']!r}"
        return f"{r['id']} ({r['record_type']}): {why}" if why else None
    return _flagged(rows, examples, "job_fact", problem)


def money_fit_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> int:
    """Records whose money disagrees with the case it belongs to: a benefit payment outside what its program pays
    ($3,205 a month of SNAP), a royalty far from the copies sold at $1-3 a copy, a creator payout far above its
    audience, rent or mortgage above half the person's monthly pay (profile.yaml ``occupation_pay``)."""
    import yaml

    from privasis_hub.synth.catalog.government import _BENEFIT_PAY

    bands = yaml.safe_load((catalogue / "profile.yaml").read_text())["occupation_pay"]

    def problem(r: dict) -> str | None:
        attrs = {a["key"]: a["value"] for a in r["attributes"]}
        why = None
        pay, program = _money(attrs.get("benefit_payment_amount", "")), attrs.get("benefit_program", "")
        if pay is not None and program in _BENEFIT_PAY:
            low, high, _ = _BENEFIT_PAY[program]
            why = None if low <= pay <= high else f"{program} paying {attrs['benefit_payment_amount']}"
        copies = re.match(r"([\d,]+) copies", attrs.get("units_sold", ""))
        royalty = _money(attrs.get("author_royalty_payment", ""))
        if why is None and copies and royalty is not None:
            n = int(copies.group(1).replace(",", ""))
            why = None if n * 1.0 <= royalty <= n * 3.0 else f"royalty {attrs['author_royalty_payment']} on {n:,} copies"
        followers = re.match(r"([\d,]+) followers", attrs.get("follower_count", ""))
        payout = _money(attrs.get("payout_amount", ""))
        if why is None and followers and payout is not None:
            n = int(followers.group(1).replace(",", ""))
            why = None if payout <= max(12.0, n * 0.03) + 0.01 else f"payout {attrs['payout_amount']} for {n:,} followers"
        housing = _money(attrs.get("monthly_housing_payment", ""))
        job = r["profile"].get("occupation", "").removeprefix("retired ")
        if why is None and housing is not None and job in bands and housing > bands[job][1] / 12 * 0.5:
            why = f"housing {attrs['monthly_housing_payment']} for a {r['profile']['occupation']}"
        return f"{r['id']} ({r['record_type']}): {why}" if why else None
    return _flagged(rows, examples, "money_fit", problem)


# --- one situation per record: facts of one case that contradict each other (issue 19, s19h-fit) ------------------

_LOW_STANDING = re.compile(r"probation|suspension|dismissal|warning")
_HIGH_STANDING = re.compile(r"dean's list|president's list|honors")
_ORDINAL_SESSION = re.compile(r"\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\b"
                              r"|\bafter a break\b")
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_SHIFT = re.compile(r"(\w+day)\b.*?(\d{1,2}):(\d\d) ([AP]M)")
_WORK_NEED = re.compile(r"work hours|hours at work|overnight shifts|unemployment|job that fell through")
_MONEY_KEYS = ("appearance_fee", "rights_fee", "monthly_loan_payment", "annual_income", "outstanding_balance",
               "loan_principal", "year_to_date_gross")


def _shift_outside(availability: str, shift: str) -> str | None:
    """Why a volunteer's shift ("Tuesday shift starting at 3:10 PM") falls outside their availability ("weekday
    evenings after 6"), read from the words alone; None when it fits or either cannot be read."""
    m = _SHIFT.search(shift)
    if not m or m.group(1) not in _DAYS:
        return None
    day, hour = m.group(1), int(m.group(2)) % 12 + (12 if m.group(4) == "PM" else 0)
    text = availability.lower()
    named = [d for d in _DAYS if d.lower() in text]
    if named and day not in named:
        return f"{day} shift, available {availability}"
    if "weekday" in text and day in ("Saturday", "Sunday"):
        return f"{day} shift, available {availability}"
    after = re.search(r"after (\d{1,2})", text)
    if "evening" in text and hour < (int(after.group(1)) + 12 if after else 17):
        return f"{m.group(0)}, available {availability}"
    if "morning" in text and hour >= 12 or "afternoon" in text and not 12 <= hour < 18:
        return f"{m.group(0)}, available {availability}"
    if "school hours" in text and not 8 <= hour < 15:
        return f"{m.group(0)}, available {availability}"
    return None


def _case_contradiction(r: dict) -> str | None:
    """The first contradiction between facts of one record's case, or None (see :func:`case_contradiction_records`)."""
    from privasis_hub.synth.catalog import filed_by_person

    attrs = {a["key"]: a["value"] for a in r["attributes"]}
    rt, sub = r["record_type"], r.get("subcategory", "")
    gpa = re.match(r"(\d\.\d\d)", attrs.get("cumulative_gpa", ""))
    standing = attrs.get("academic_standing", "")
    if gpa and standing:
        g = float(gpa.group(1))
        if _LOW_STANDING.search(standing) and g >= 2.5 or _HIGH_STANDING.search(standing) and g < 3.0:
            return f"GPA {g} with standing '{standing}'"
    session = attrs.get("session_number", "")
    if re.search(r"initial|intake", rt) and _ORDINAL_SESSION.search(session):
        return f"{session} on an {rt}"
    if attrs.get("volunteer_shift") and attrs.get("volunteer_availability"):
        if why := _shift_outside(attrs["volunteer_availability"], attrs["volunteer_shift"]):
            return why
    m = {k: _money(attrs[k]) for k in _MONEY_KEYS if k in attrs}
    if m.get("appearance_fee") is not None and m.get("rights_fee") is not None and m["appearance_fee"] > m["rights_fee"]:
        return f"appearance fee {attrs['appearance_fee']} above the {attrs['rights_fee']} paid under the agreement"
    if m.get("monthly_loan_payment") and m.get("annual_income") and m["monthly_loan_payment"] * 12 > m["annual_income"]:
        return f"loan payment {attrs['monthly_loan_payment']} a month on {attrs['annual_income']} a year"
    if m.get("outstanding_balance") and m.get("loan_principal") and m["outstanding_balance"] > m["loan_principal"] \
            and "modification" in rt:
        return f"balance {attrs['outstanding_balance']} above the {attrs['loan_principal']} lent"
    if m.get("year_to_date_gross") and m.get("annual_income") and m["year_to_date_gross"] > m["annual_income"]:
        return f"year-to-date {attrs['year_to_date_gross']} above yearly {attrs['annual_income']}"
    score = attrs.get("credit_score", "")
    if "Auto" in score and not re.search(r"auto|vehicle|car\b", rt):
        return f"'{score}' on a {rt}"
    if r["profile"].get("occupation", "").startswith("retired "):
        for k, v in attrs.items():
            if _WORK_NEED.search(v):
                return f"a retiree's {k}: {v}"
    clinician = attrs.get("treating_clinician", "")
    if "FACC" in clinician and sub != "cardiology":
        return f"{clinician} treating in {sub}"
    if sub == "physical rehabilitation" and re.search(r", (?:MD|DO)\b|^Dr\. ", clinician):
        return f"{clinician} as the therapist of a {rt}"
    day = parse_day_value(r.get("document_date", ""))
    hearing = parse_day_value(attrs.get("hearing_date", ""))
    if "hearing transcript" in rt and day and hearing and hearing > day:
        return f"a {rt} dated {day} of a hearing set for {attrs['hearing_date']}"
    reported = parse_day_value(attrs.get("ticket_opened_at", ""))
    for k in ("ps_request_date", "case_opened_date"):
        later = parse_day_value(attrs.get(k, ""))
        if reported and later and reported > later:
            return f"reported {attrs['ticket_opened_at']} after {k} {attrs[k]}"
    if "cruise" in rt:  # a hotel's room, check-out or an inland destination on a cruise record
        hotel = [v for k in ("lodging_details", "travel_room_preference") if re.search(
            r"^Room \d|\b(?:Inn|Hotel|Suites)\b|check-(?:out|in)|\broom\b", v := attrs.get(k, ""))]
        if hotel or "trip_destination" in attrs and "cruise" not in attrs["trip_destination"]:
            return f"a {rt} with {hotel[0] if hotel else attrs['trip_destination']}"
    notice, filed = parse_day_value(attrs.get("notice_date", "")), parse_day_value(attrs.get("application_date", ""))
    if notice and filed and notice < filed and not filed_by_person(rt):  # a form filed after the notice prompting it
        return f"notice {attrs['notice_date']} before the filing of {attrs['application_date']}"
    return _situation_contradiction(r, attrs)


#: Record types whose person gives time or joins (a volunteer, a member, a parent filling in a child's form), and
#: the needs of a household asking for aid that have no place in them.
_NOT_RECIPIENT = re.compile(r"volunteer application|membership enrollment|after-school|roster")
_RECIPIENT_NEEDS = ("transportation_need", "food_assistance_restrictions", "mutual_aid_request", "delivery_window")
#: How many gifts a year each giving plan makes (a giving statement's count, plan and largest gift agree).
_PLAN_GIFTS = (("weekly", 52), ("every-other-week", 26), ("twice-monthly", 24), ("monthly", 12), ("quarterly", 4),
               ("yearly", 1), ("one-time", 1), ("semiannual", 2))


def _gift_contradiction(attrs: dict[str, str]) -> str | None:
    """A giving statement whose pledge, year's total, number of gifts, plan and largest gift disagree."""
    total, pledge = _money(attrs.get("annual_contribution_total", "")), _money(attrs.get("pledge_amount", ""))
    if total and pledge and not 0.8 <= pledge / total <= 1.25:
        return f"pledge {attrs['pledge_amount']} against {attrs['annual_contribution_total']} given"
    count = re.match(r"(\d+) gifts", attrs.get("gift_count", ""))
    if not count:
        return None
    n = int(count.group(1))
    plan = attrs.get("contribution_payment_method", "")
    per_year = next((k for w, k in _PLAN_GIFTS if plan.startswith(w) or plan.startswith(w.capitalize())), None)
    # (the plan's gifts, a 53rd Sunday's, and up to three one-off gifts beside them: s19y-forms' statements)
    if per_year is not None and not per_year <= n <= per_year + 4:
        return f"{attrs['gift_count']} by {plan}"
    largest = _money(attrs.get("largest_gift", ""))
    if total and largest and not total / n <= largest <= total:
        return f"largest gift {attrs['largest_gift']} of {n} gifts totalling {attrs['annual_contribution_total']}"
    return None


def _situation_contradiction(r: dict, attrs: dict[str, str]) -> str | None:
    """A fact of another situation in one record, or a dated fact out of its case's order (issue 19, round s19i):
    a recipient's need on a volunteer's or member's record, a giving statement that disagrees with itself, an
    autopay on a delinquency, a letter finished weeks before its date, an old passport that expires later, a
    showing before the client got in touch, a companion or seat request of someone who gave the tickets away, a
    case number of another class than the charge, a case number on a demand sent before filing, a coworker
    testifying for a retiree, a professor at a school's office."""
    from privasis_hub.synth.catalog.legal import CHARGES

    rt = r["record_type"]
    if _NOT_RECIPIENT.search(rt) and (need := next((k for k in _RECIPIENT_NEEDS if k in attrs), None)):
        return f"a recipient's {need} ({attrs[need]}) on a {rt}"
    if "membership enrollment" in rt and "membership_start_date" in attrs:
        return f"member since {attrs['membership_start_date']} on a {rt}"
    if why := _gift_contradiction(attrs):
        return why
    if "delinquency" in rt and re.search(r"autopay|auto-renewal|recurring|ACH draft",
                                          attrs.get("contribution_payment_method", "")):
        return f"unpaid dues with {attrs['contribution_payment_method']}"
    day = parse_day_value(r.get("document_date", ""))
    sent = parse_day_value(attrs.get("letter_sent_date", ""))
    if day and sent and (day - sent).days > 14 and r.get("format") != "email thread":  # a thread runs for weeks
        return f"a letter dated {day} finished on {attrs['letter_sent_date']}"
    expiry = parse_day_value(attrs.get("registration_expiration", ""))
    if "passport application" in rt and day and expiry and expiry > day:
        return f"an expired passport valid until {attrs['registration_expiration']}"
    shown, asked = parse_day_value(attrs.get("showing_date", "")), parse_day_value(attrs.get("ps_request_date", ""))
    if shown and asked and shown < asked:
        return f"toured {attrs['showing_date']} before getting in touch {attrs['ps_request_date']}"
    if "ticket transfer" in rt and (held := [k for k in ("travel_companion", "accessibility_request") if k in attrs]):
        return f"{held[0]} of a person who gave the tickets away"
    charge, case = attrs.get("criminal_charge", ""), re.search(r"-(MI|CF)-", attrs.get("case_number", ""))
    if charge in CHARGES and case and (case.group(1) == "MI") == CHARGES[charge]:
        return f"case {attrs['case_number']} for {charge}"
    if "demand letter" in rt and "case_number" in attrs:
        return f"case number {attrs['case_number']} on a demand sent before filing"
    if r["profile"].get("occupation", "").startswith("retired ") and re.search(
            r"\((?:coworker|shift supervisor)\)", attrs.get("witness_name", "")):
        return f"a retiree's witness {attrs['witness_name']}"
    if r.get("subcategory") == "K-12 schooling" or any(k.startswith("child_") for k in attrs):
        for k in ("education_office_contact", "faculty_advisor"):
            if attrs.get(k, "").startswith("Professor "):
                return f"{attrs[k]} at {attrs.get('child_school', 'a school')}"
    return _care_and_kin_contradiction(r, attrs)


#: Treatment under way: no order limiting care to comfort measures beside it.
_ACTIVE_TREATMENT = re.compile(r"operative report|post-surgical|chemotherapy|radiation oncology")


def _care_and_kin_contradiction(r: dict, attrs: dict[str, str]) -> str | None:
    """A health record or an estate document whose people or history do not fit the case: an operation in an
    admission note's history that removed the organ now diseased, a physician doing a pharmacist's review, a
    comfort-measures order during active treatment or before 70, an adult child as proxy of someone under 40, a
    grandchild named by someone under 62 or a child of the person as guardian of the person's minor children, a
    payroll rate or timesheet on a self-employment ledger, an incident's place on a public records request."""
    from privasis_hub.synth.catalog.medical import BEFORE_SURGERY, REMOVED_ORGANS

    rt, age = r["record_type"], r["profile"].get("age") or 0
    procedure, diagnosis = attrs.get("surgical_procedure", ""), attrs.get("diagnosis", "").lower()
    if rt in BEFORE_SURGERY and any(w in diagnosis for w in REMOVED_ORGANS.get(procedure, ())):
        return f"{procedure} in the history of {diagnosis}"
    if "pharmacy" in rt and re.search(r"^Dr\. |, (?:MD|DO)\b", attrs.get("treating_clinician", "")):
        return f"{attrs['treating_clinician']} reconciling medicines"
    directive = attrs.get("advance_directive", "")
    if "comfort measures" in directive and (age < 70 or _ACTIVE_TREATMENT.search(rt)):
        return f"{directive} on a {rt} at {age}"
    if "adult child" in directive and age < 40:
        return f"{directive} at {age}"
    for k in ("fiduciary_appointee", "estate_beneficiary", "guardian_for_minors", "successor_fiduciary"):
        relation = re.search(r"\(([^)]+)\)$", attrs.get(k, ""))
        if relation and relation.group(1).startswith("grand") and age < 62:
            return f"{k} {attrs[k]} of a {age}-year-old"
        if relation and k == "guardian_for_minors" and relation.group(1) in ("daughter", "son", "stepchild"):
            return f"the person's own {relation.group(1)} as guardian of the person's minor children"
    if "self-employment" in rt and (held := next((k for k in ("hourly_wage", "hours_worked") if k in attrs), None)):
        return f"{held} on a {rt}"
    if "public records" in rt and "incident_location" in attrs:
        return f"an incident at {attrs['incident_location']} on a {rt}"
    return _record_kind_contradiction(r, attrs)


def _record_kind_contradiction(r: dict, attrs: dict[str, str]) -> str | None:
    """A record that holds facts of another kind of record: a 10K on a marathon registration, a health plan's
    copay on a workers' compensation evaluation, a second vehicle beside the registered one, a diary that began
    after its own dated entries (the notebook's first page dated days before the record), an immunization record
    without a vaccine."""
    rt = r["record_type"]
    if "marathon" in rt and "10K" in attrs.get("event_name", ""):
        return f"{attrs['event_name']} on a {rt}"
    if "work injury" in rt and (held := next((k for k in ("med_copay_amount", "health_insurance_plan") if k in attrs),
                                             None)):
        return f"{held} on a workers' compensation {rt}"
    if "vehicle_color_model" in attrs and "registered_vehicle" in attrs:
        return f"drives {attrs['vehicle_color_model']} and {attrs['registered_vehicle']}"
    day, began = parse_day_value(r.get("document_date", "")), parse_day_value(attrs.get("diary_entry_date", ""))
    if day and began and (day - began).days < 60:
        return f"a diary begun {attrs['diary_entry_date']}, days before its entry of {day}"
    if "immunization record" in rt and not any(k.startswith("vaccine") for k in attrs):
        return f"an {rt} without a vaccine"
    goal, program = attrs.get("career_goal", ""), attrs.get("program_of_study", "")
    if goal and program and not _GOAL_PROGRAMS.get(goal, re.compile("")).search(program):
        return f"a goal of {goal} in {program}"
    if "bootcamp" in rt and goal and "software" not in goal:
        return f"{goal} as the goal of a {rt}"
    if goal == "passing the citizenship test" and r["profile"].get("citizenship") == "United States":
        return f"a citizen working toward {goal}"
    held = next((k for k in _OTHER_STAGE.get(rt, ()) if k in attrs), None)
    if held:
        return f"{held} ({attrs[held]}) on a {rt}"
    age = r["profile"].get("age") or 0
    if re.search(r"child|daycare|college student", attrs.get("tax_dependents", "")) and age > 65:
        return f"{attrs['tax_dependents']} claimed at {age}"
    if attrs.get("community_member_number", "").startswith("HOA") and r.get("subcategory") != "neighborhood association":
        return f"an association's number {attrs['community_member_number']} at a {r.get('subcategory')}"
    return None


#: Facts of a later or earlier stage than the record's own: a term's tuition on a former student's transcript
#: request, royalties paid and copies sold on a contract not yet signed, a balance, a debt's story and a collector
#: on a loan still applied for.
_OTHER_STAGE = {"official transcript request": ("tuition_balance_due",),
                "book publishing contract summary": ("author_royalty_payment", "units_sold"),
                "personal loan application": ("outstanding_balance", "debt_origin", "creditor_name")}


#: A programme goal -> the programmes it fits (an associate degree's goal in an A.A.S. programme, not a
#: citizenship test in Dental Hygiene).
_GOAL_PROGRAMS = {"starting an associate degree": re.compile(r"\(A\.A\.(?:S\.)?\)|GED"),
                  "finishing a bachelor's degree": re.compile(r"\(B\.[A-Za-z.]+\)"),
                  "an entry-level software developer role": re.compile(r"Computer|Web|Data")}


def parse_day_value(value: str):
    """The date a value starts with (ISO, US or long style), or None."""
    from privasis_hub.synth.catalog.timeline import parse_day

    parsed = parse_day(value or "")
    return parsed[0] if parsed else None


def case_contradiction_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records in which two facts of the one case contradict each other, read from the attributes alone (issue 19,
    "one situation per record"): a GPA outside its academic standing (3.26 on probation), a later session on an
    initial evaluation, a volunteer shift outside the volunteer's availability, an appearance fee above the total
    paid under the agreement, a loan payment above the borrower's income, a loan balance above the amount lent,
    year-to-date pay above the yearly figure, an auto-lending score model on another product, a retiree's need
    that only a worker has (a cut in work hours), a cardiologist's FACC outside cardiology or a physician as the
    therapist of a rehabilitation record, a transcript of a hearing still to come, a problem reported after the
    ticket it opened, a hotel room or an inland destination on a cruise record, an agency's notice dated before the filing it answers (on a form the person files, the notice that prompted
    it comes first); and the facts of another situation :func:`_situation_contradiction` finds."""
    return _flagged(rows, examples, "case_contradiction",
                    lambda r: (f"{r['id']} ({r['record_type']}): {why}" if (why := _case_contradiction(r)) else None))


#: Medical record types that are a visit's note (the rest are results, reports, records and plans).
_ENCOUNTER_TYPE = re.compile(r"\bnote\b|consultation|assessment|evaluation|progress report|history and physical"
                             r"|discharge summary", re.I)
_IMAGING_TYPE = re.compile(r"\bMRI\b|\bscan\b|echocardiogram|Holter|X-ray|\bCT\b|ultrasound|mammogra", re.I)
_VISIT_HEAD = re.compile(r"^(?:Time seen|Visit|Source):", re.M)
_IMAGING_HANDOFF = re.compile(r"Earlier studies|Comparison with earlier studies|report was sent to|Results went to"
                              r"|A copy of the report went to")
_END_OF_LIFE = re.compile(r"living will|do-not-resuscitate|\bDNR\b|POLST|comfort measures|end-of-life")


def medical_document_records(rows: list[dict], examples: dict[str, list[str]]) -> dict[str, int]:
    """Medical records in another kind of document's mould (see the module's note: reader4 classes 2, 10, 11)."""
    def visit_head(r: dict) -> str | None:
        if r["category"] != "medical" or _ENCOUNTER_TYPE.search(r["record_type"]):
            return None
        m = _VISIT_HEAD.search(r["text"])
        return f"{r['id']} ({r['record_type']}): {_around(r['text'], m)!r}" if m else None

    def surgery_as_history(r: dict) -> str | None:
        if r["category"] != "medical" or not re.search(r"operative|post-surgical", r["record_type"]):
            return None
        procedure = next((a["value"] for a in r["attributes"] if a["key"] == "surgical_procedure"), "")
        m = procedure and re.search(r"(?:history includes|[Pp]ast surgery includes|(?:previously|earlier) underwent|"
                                    r"history of|prior) "
                                    + re.escape(procedure), r["text"])
        return f"{r['id']} ({r['record_type']}): {_around(r['text'], m)!r}" if m else None

    def handoff(r: dict) -> str | None:
        if r["category"] != "medical" or _IMAGING_TYPE.search(r["record_type"]):
            return None
        m = _IMAGING_HANDOFF.search(r["text"])
        return f"{r['id']} ({r['record_type']}): {_around(r['text'], m)!r}" if m else None

    def end_of_life(r: dict) -> str | None:
        if r["category"] != "medical":
            return None
        for s in sentences(r["text"]):
            if _END_OF_LIFE.search(s):
                if r["profile"]["age"] < 55 or re.search(r"discharg", s):
                    return f"{r['id']} ({r['record_type']}, age {r['profile']['age']}): {s[:100]!r}"
        return None

    return {"medical_visit_head_records": _flagged(rows, examples, "medical_visit_head", visit_head),
            "surgery_as_history_records": _flagged(rows, examples, "surgery_as_history", surgery_as_history),
            "imaging_handoff_records": _flagged(rows, examples, "imaging_handoff", handoff),
            "end_of_life_misfit_records": _flagged(rows, examples, "end_of_life_misfit", end_of_life)}


#: Stock lines of one kind of paper (reader5 class 2): each phrase, and the record types it belongs to (a benefit,
#: claim or complaint office's letter), never a care plan, a transcript, a plea letter or a consent form.
_AWAITED = (r"notice|request|verification|application|claim|appeal|dispute|demand|summons|citation|renewal|"
            r"questionnaire|adjustment|audit|eligib|collection|delinquen|review|hearing|determination|assessment|"
            r"complaint|grievance|petition|benefit|enrollment|registration|intake|referral|refund|chargeback|"
            r"suspension|violation|investigation|moderation|report of|takeover|fraud|inquiry|enquiry|return|filing|"
            r"job offer|employment offer")
#: Papers none of these lines belong in, whatever their name holds ("hearing" in a bail hearing transcript).
_NO_CASE_BOILERPLATE = re.compile(r"transcript$|care plan|plea|testament|consent form|release form|waiver", re.I)
_CASE_KINDS = (r"case|claim|complaint|dispute|appeal|benefit|hearing|decision|determination|denial|eligib|"
               r"application|petition|grievance|citation|violation|suspension|assessment|review|notice|"
               r"investigation|moderation|harassment|collection|delinquen|garnish|eviction|adjustment|audit|refund|"
               r"chargeback|request|verification|inquiry|enquiry")
_FOREIGN_BOILERPLATE = tuple((re.compile(words, re.I), re.compile(kinds, re.I)) for words, kinds in (
    (r"\b(?:an answer is needed|please reply within|we need your reply)\b", _AWAITED),
    (r"\b(?:does not|will not|won't) (?:affect|change|delay) your case\b", _CASE_KINDS),
    (r"\bscans (?:may be sent|are welcome|are accepted)\b|\bscanned copies are fine\b|\ba clear photo of each page\b",
     _AWAITED),
    (r"\b(?:once|when|the moment|as soon as|until) a decision is made\b",
     r"application|appeal|claim|request|review|complaint|dispute|eligib|petition|grievance|hearing|moderation|"
     r"suspension|verification|registration|enrollment|admission|determination|assessment|adjustment|audit|"
     r"investigation|inquiry|enquiry|refund|chargeback|benefit|report of|takeover|notice|citation"),
    (r"\bnonprofit counseling service\b",
     r"debt|collection|delinquen|garnish|eviction|foreclos|tax|overpayment|repossession|bankruptcy|budget"),
    (r"\b(?:independent|free) advice is\b|\blegal aid office\b|\bcommunity legal clinic\b",
     r"debt|collection|delinquen|garnish|eviction|foreclos|tax|benefit|overpayment|hearing|appeal|denial|"
     r"determination|decision|custody|citation|suspension|claim|assessment|adjustment|notice|violation"),
))


#: (s19w-facts, reader9 class 1, reader8 class 1) Facts plausible alone but wrong for the record's situation or
#: borrowed from another kind of document: each entry is (what it is, a test of one row's text, record type, the
#: person's profile and the record's attributes) -> the matched phrase, or None.
_COURSE_DEPARTMENTS = {"NURS": "Nursing", "EDUC": "Education", "ACCT": "Accounting|Business", "CS": "Computer|Data",
                       "CHEM": "Nursing|Biochemistry", "BIOL": "Nursing|Dental", "MATH": "Engineering|Computer|Data|Economics",
                       "PHYS": "Engineering", "ECON": "Accounting|Business|Economics", "WELD": "Welding",
                       "PARA": "Paralegal", "CRJ": "Criminal", "MEDA": "Medical Assisting", "DHYG": "Dental",
                       "GDES": "Graphic", "ART": "Graphic", "WEB": "Web", "SOWK": "Social Work", "PUBH": "Public Health",
                       "MGMT": "Business", "FIN": "Business", "ENGR": "Engineering", "BCHM": "Biochemistry"}
_GENERAL_EDUCATION = {"ENGL", "PSYC", "SOC", "STAT", "HIST"}
_FEMALE_RELATION = re.compile(r"\b(?:mother|grandmother|sister|aunt|daughter|niece)\b")
_MALE_RELATION = re.compile(r"\b(?:father|grandfather|brother|uncle|son|nephew)\b")


def _customer_job(occupation: str) -> bool:
    """Whether ``occupation`` serves customers (``work: [customers]`` in a fits entry admits it)."""
    from privasis_hub.synth.catalog import CUSTOMER_JOBS

    return occupation in CUSTOMER_JOBS


def _desk_job(occupation: str) -> bool:
    from privasis_hub.synth.profile import profile_rules

    return profile_rules().at_desk(occupation)


def _course_misfit(attrs: dict) -> str | None:
    program, grade = attrs.get("program_of_study", ""), attrs.get("course_grade", "")
    m = re.search(r"\bin ([A-Z]{2,4}) \d", grade)
    if not (program and m):
        return None
    if m.group(1) in _GENERAL_EDUCATION:  # any degree program's, not a certificate's or a bootcamp's
        return f"{grade} / {program}" if re.search(r"certificate|bootcamp", program) else None
    words = _COURSE_DEPARTMENTS.get(m.group(1))
    return f"{grade} / {program}" if words and not re.search(words, program) else None


def _family_misfit(attrs: dict) -> str | None:
    fam = attrs.get("family_medical_history", "")
    if re.search(r"prostate|testicular", fam) and _FEMALE_RELATION.search(fam):
        return fam
    if re.search(r"ovarian|breast|cervical|uterine", fam) and _MALE_RELATION.search(fam):
        return fam
    return None


_SITUATION_FACTS: tuple[tuple[str, Callable[[str, str, dict, dict], str | None]], ...] = (
    ("billing-rights hold-back outside a bill", lambda t, rt, p, a: (m.group(0) if (m := re.search(
        r"(?:do not have to pay|need not pay|are not asked to pay|may hold back) (?:the amount in question|that amount|"
        r"the disputed amount|the entry you question)", t)) and not re.search(
        r"\bbill\b|billing|invoice|folio|credit card|utility|loan statement|mortgage statement|tuition|dues", rt)
        else None)),
    ("a parent's loan on a scholarship or for an independent student", lambda t, rt, p, a: "Parent PLUS" if (
        "Parent PLUS" in t and ("scholarship" in rt or int(p.get("age") or 0) >= 24)) else None),
    ("a relative's cancer of the other sex", lambda t, rt, p, a: _family_misfit(a)),
    ("an employer's stock outside a workplace plan", lambda t, rt, p, a: "company stock" if (
        "company stock" in t and not re.search(r"401\(k\)|403\(b\)|rollover|pension", rt)) else None),
    ("a condominium or mobile home built on under a permit", lambda t, rt, p, a: (m.group(0) if (m := re.search(
        r"condominium unit|mobile home and lot|townhouse", t)) and "permit" in rt else None)),
    ("footing inspections for indoor work", lambda t, rt, p, a: "footing" if (
        "footing, framing" in t and re.search(r"bathroom|basement|kitchen wall|water heater|solar|panel", t)) else None),
    ("a course of another program", lambda t, rt, p, a: _course_misfit(a)),
    ("proof of income with a request not decided on money", lambda t, rt, p, a: "Proof of income" if (
        "[x] Proof of income" in t and not re.search(r"aid|waiver|scholarship|FAFSA|hardship|tuition|loan|assistance|"
                                                     r"benefit|subsid|income|voucher|housing", rt)) else None),
    ("a pay frequency the stub does not name", lambda t, rt, p, a: (m.group(0) if (f := re.match(
        r"(biweekly|semimonthly|weekly|monthly)\b", rt)) and (m := re.search(
        r"\((?!" + f.group(1) + r"\))(?:biweekly|semimonthly|weekly|monthly)\)", t)) else None)),
    ("a class on a boat trip or a tour", lambda t, rt, p, a: (m.group(0) if (m := re.search(
        r"\bclass (?:you|he|she|they|\w+ \w+) signed up for\b", t)) and re.search(
        r"charter|fishing|boat|cruise|tour", rt) else None)),
    ("a clinic's or office's visit at a gym, club or studio", lambda t, rt, p, a: (m.group(0) if (m := re.search(
        r"\ban office visit\b|\bthe referral note\b", t)) and re.search(
        r"personal training|fitness|gym|club|league|studio|charter", rt) else None)),
    ("a member filed as a guest", lambda t, rt, p, a: (m.group(0) if (m := re.search(
        "^Guest: " + re.escape(f"{p.get('first_name', '')} {p.get('last_name', '')}") + "$", t, re.M)) and not re.search(
        r"hotel|resort|cruise|reservation|booking|rental|folio|vacation|itinerary|charter|tour", rt) else None)),
    ("a station's studio at a newspaper", lambda t, rt, p, a: (m.group(0) if (m := re.search(
        r"station's Studio|\bin Studio [A-Z0-9]\b|podcast booth", t)) and not re.search(
        r"broadcast|documentary|podcast|radio|television|\bTV\b|on-camera|segment|episode", rt) else None)),
    ("bone loss in a man or a young woman", lambda t, rt, p, a: a.get("comorbidity") if (
        "osteopenia" in a.get("comorbidity", "") and (p.get("sex") == "male" or int(p.get("age") or 0) < 45))
        else None),
    ("a clinic's blood-pressure reading in a hospital paper", lambda t, rt, p, a: (m.group(0) if (m := re.search(
        r"[Bb]lood pressure[^.\n]*\b(?:in clinic|at the start of the visit)\b|\b(?:[Ii]n clinic|[Aa]t the start of the "
        r"visit)\b[^.\n]*blood pressure|[Oo]ffice blood pressure", t)) and re.search(
        r"discharge|operative|surgical|inpatient|admission|emergency", rt) else None)),
    ("an abdominal operation's restriction after a limb operation", lambda t, rt, p, a: "no lifting over 10 pounds" if (
        "no lifting over 10 pounds" in a.get("activity_restriction", "") and re.search(
            r"cruciate|rotator|wrist|knee arthroplasty|hip arthroplasty|carpal", a.get("surgical_procedure", "")))
        else None),
    ("a remote home office for a job not done at a desk", lambda t, rt, p, a: a.get("user_site") if (
        "fully remote" in a.get("user_site", "") and not _desk_job(p.get("occupation", ""))) else None),
    ("a blood count in a psychiatric visit", lambda t, rt, p, a: a.get("lab_result") if (
        a.get("lab_result", "").startswith("hemoglobin") and re.search(
            r"stress|anxiety|panic|obsessive|attention|depressive|bipolar", a.get("diagnosis", ""))) else None),
)


def situation_fact_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records holding a fact plausible alone but wrong for the record's situation or borrowed from another kind of
    document (:data:`_SITUATION_FACTS`; reader9 class 1, reader8 class 1: credit-card billing rights in a brokerage
    statement, a Parent PLUS loan on a scholarship renewal, a maternal aunt with prostate cancer, company stock in a
    brokerage account, a condominium with footing inspections, EDUC 310 for a Nursing student, proof of income with an
    academic appeal, "(semimonthly)" on a biweekly stub, a class on a fishing charter, an office visit at a gym,
    "Guest:" for a member, a station's studio at a newspaper, osteopenia in a young man, a clinic's reading in a
    discharge, a hemoglobin in a psychiatric visit); 0 wanted."""
    def problem(r: dict) -> str | None:
        attrs = {a["key"]: a["value"] for a in r["attributes"]}
        profile = r.get("profile") or {}
        for what, test in _SITUATION_FACTS:
            if (hit := test(r["text"], r["record_type"], profile, attrs)) is not None:
                return f"{r['id']} ({r['record_type']}, {r['format']}): {what}: {hit!r}"
        return None
    return _flagged(rows, examples, "situation_fact", problem)


def foreign_boilerplate_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records holding a stock line of another kind of paper (:data:`_FOREIGN_BOILERPLATE`: "an answer is needed",
    "a complaint ... does not affect your case", "scans may be sent", "once a decision is made", "a nonprofit
    counseling service" in a record type it does not belong to; reader5 class 2); 0 wanted."""
    def problem(r: dict) -> str | None:
        for words, kinds in _FOREIGN_BOILERPLATE:
            if (m := words.search(r["text"])) and (not kinds.search(r["record_type"])
                                                   or _NO_CASE_BOILERPLATE.search(r["record_type"])):
                return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(r['text'], m)!r}"
        return None
    return _flagged(rows, examples, "foreign_boilerplate", problem)


#: A report, memo or note opening by describing itself (reader5 class 4): "This report records ... from the records
#: held", "Written for the file on ...", "This note covers ...".
_SELF_DESCRIBING = re.compile(
    r"^(?:This (?:report|note|memo|record|summary|document) (?:records|covers|gives|deals with|sets out)\b"
    r"|(?:Written|Prepared|Compiled) for (?:the file|colleagues) on\b|Recorded here is\b"
    r"|(?:A short|A brief) note (?:for the file|for colleagues)\b|(?:Our|The) findings on the .* (?:are set down here|follow)\b"
    r"|.*\bfrom the records held\b)", re.M)


def self_describing_opening_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with a line that opens by describing the document itself (:data:`_SELF_DESCRIBING`; reader5 class
    4): a real report opens with its header block and goes to the matter; 0 wanted."""
    def problem(r: dict) -> str | None:
        m = _SELF_DESCRIBING.search(r["text"])
        return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(r['text'], m)!r}" if m else None
    return _flagged(rows, examples, "self_describing_opening", problem)



#: A media release or consent form: the person's grant, signed before the interview it is for (reader5 class 10).
_RELEASE_TYPE = re.compile(r"release|consent form")
#: The interview told as over ("I talked about ...", "was recorded at", "The crew recorded ...").
_INTERVIEW_PAST = re.compile(
    r"\b(?:talked|spoke) about\b|\bwas interviewed\b|\b(?:was|were) (?:recorded|taped|filmed)\b|\bIn the recorded "
    r"interview\b|\bcrew (?:filmed|recorded)\b|\bsat for a recorded\b|\b(?:session|sit-down|interview|conversation)"
    r"(?: with \w+)? (?:took place|happened|was (?:recorded|taped|done))\b|\bwas (?:interviewed|questioned|joined) by "
    r"host\b|\bRecording took place\b|\bFootage of \w+ was shot\b")
#: An application's decision boilerplate, wrong on a release the person signs to agree.
_DECISION_BOILERPLATE = re.compile(
    r"^Status: under review$|\bonce a decision is made\b|\b(?:does not mean|is not the same as|is no promise of|does "
    r"not amount to) (?:approval|a decision|a yes)\b", re.M)
#: Who makes news (pays nobody it interviews): a news station's interview papers, a newspaper's or a radio newsroom's.
_NEWS_TYPE = re.compile(r"^on-camera interview consent form$|^broadcast (?:pre-interview|segment)")
_NEWS_OUTLET = re.compile(r"\bNews\b|Ledger|Weekly|Courier|Magazine|Tribune|Review|Daily|Gazette|Public Radio")


def _attr_day(value: str):
    """The first day ``value`` names, or None."""
    try:
        return dateparser.parse(value.split(" at ")[0].split(" to ")[0], fuzzy=True).date()
    except (ValueError, OverflowError):
        return None


def release_contradiction_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Media releases and consent forms that contradict themselves (reader5 class 10; see the module's docstring)."""
    def problem(r: dict) -> str | None:
        if r.get("category") != "media" or not _RELEASE_TYPE.search(r["record_type"]):
            return None
        attrs = {a["key"]: a["value"] for a in r["attributes"]}
        where = f"{r['id']} ({r['record_type']}, {r['format']})"
        if "contract_term" in attrs and ("release_rights_scope" in attrs or "rights_granted" in attrs):
            return f"{where}: term {attrs['contract_term']!r} beside rights granted"
        if "rights_fee" in attrs and "appearance_fee" in attrs:
            return f"{where}: total fee {attrs['rights_fee']} beside appearance fee {attrs['appearance_fee']}"
        fee = attrs.get("rights_fee") or attrs.get("appearance_fee")
        if fee and (_NEWS_TYPE.search(r["record_type"]) or _NEWS_OUTLET.search(attrs.get("publication_outlet", ""))):
            return f"{where}: a news interview paid {fee}"
        event = attrs.get("recording_session") or attrs.get("filming_date") or ""
        day, signed = _attr_day(event) if event else None, _attr_day(r.get("document_date") or "")
        first = _attr_day(attrs["request_received_date"]) if "request_received_date" in attrs else None
        if day and first and first > day:
            return f"{where}: first contact {attrs['request_received_date']!r} after the session {event!r}"
        if day and signed and day > signed and (m := _INTERVIEW_PAST.search(r["text"])):
            return f"{where}: dated {r.get('document_date')}, interview {event!r}: {_around(r['text'], m)!r}"
        if m := _DECISION_BOILERPLATE.search(r["text"]):
            return f"{where}: {_around(r['text'], m)!r}"
        return None
    return _flagged(rows, examples, "release_contradiction", problem)


#: A newsroom's own words (reader5 class 11): its desks, the newsroom, a "Sources:" list.
_NEWSROOM_WORDS = re.compile(r"\b(?:our|news|copy) desk\b|\bdesk contact\b|\b[Nn]ewsroom\b|\b(?:at|with|contacted) "
                             r"the desk\b|\b[Aa]t the desk\b|^Sources(?: used)?:", re.M)


def newsroom_word_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Media records outside journalism and a news station's interview papers (a platform's appeal, a publisher's
    contract, a creator's deal, a podcast's or a film's papers) holding a newsroom's words (reader5 class 11)."""
    def problem(r: dict) -> str | None:
        if r.get("category") != "media" or r.get("subcategory") == "journalism" \
                or _NEWS_TYPE.search(r["record_type"]):
            return None
        m = _NEWSROOM_WORDS.search(r["text"])
        return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(r['text'], m)!r}" if m else None
    return _flagged(rows, examples, "newsroom_word", problem)
#: A body sentence (no label line) and the issuer named as "our office" at its end.
#: A body sentence; a title ("Dr. ") or a middle initial before a name ("James E. Lopez") does not end it.
_BODY_SENTENCE = re.compile(r"(?:(?<=[.!?] )|(?<=^))(?:\b(?:Mr|Ms|Mrs|Dr|Jr|Inc|St)\. |(?<= )[A-Z]\. (?=[A-Z][a-z])"
                            r"|[^.!?\n])+[.!?]", re.M)
_OUR_BODY_END = re.compile(r"\b(?:at|with|to|by|in|from) (?:our|this) (?:company|office|firm|agency|team|club|center"
                           r"|centre|organization|church|practice|clinic|school|department|association|bank|hospital"
                           r"|newsroom|paper|station|lab|library|insurer|airline|store|union|gym|studio|desk)\.$")
_NAME_KEYS = frozenset({"first_name", "last_name", "full_name"})


def _label_line(text: str, start: int) -> bool:
    """Whether the sentence at ``start`` sits on a "Label: value" line."""
    line_start = text.rfind("\n", 0, start) + 1
    return re.match(r"[A-Z][\w /()'-]{0,40}: ", text[line_start:]) is not None


def empty_self_reference_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with a body sentence ending on "our office" (:data:`_OUR_BODY_END`) that tells no value but the
    person's name: the issuer told as news in its own document (issue 19, s19s); 0 wanted."""
    def problem(r: dict) -> str | None:
        text = r["text"]
        spans = [(sp["start"], sp["end"]) for a in r["attributes"] if a["key"] not in _NAME_KEYS
                 for sp in a["spans"]]
        for m in _BODY_SENTENCE.finditer(text):
            said = m.group(0).strip()
            if (_OUR_BODY_END.search(said) and not _label_line(text, m.start())
                    and not any(m.start() <= a and b <= m.end() for a, b in spans)):
                return f"{r['id']} ({r['record_type']}, {r['format']}): {said!r}"
        return None
    return _flagged(rows, examples, "empty_self_reference", problem)


_AT_CLOCK_END = re.compile(r"\bat (?:about )?\d{1,2}:\d{2} [AP]M(?: that (?:morning|day|afternoon|evening))?\.$")
_DAY_WORD = re.compile(r"(?i)\b(?:January|February|March|April|May|June|July|August|September|October|November"
                       r"|December|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|today|tonight|yesterday|tomorrow"
                       r"|each|every|\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d\d-\d\d)\b|school day|first bell|classes")
_UNDATED_OK = frozenset({"chat log", "case notes", "interview transcript", "form", "application", "meeting minutes"})


def undated_clock_time_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with a prose sentence ending "at H:MM AM/PM." that names no day (reader5 class 12: "You phoned us
    for the first time at 1:30 PM."); formats that run on a day of their own (chats, notes, transcripts, diaries,
    forms, minutes) and label lines left out; lower is better."""
    def problem(r: dict) -> str | None:
        if r["format"] in _UNDATED_OK:
            return None
        text = r["text"]
        for m in _BODY_SENTENCE.finditer(text):
            said = m.group(0).strip()
            if _AT_CLOCK_END.search(said) and not _DAY_WORD.search(said) and not _label_line(text, m.start()):
                return f"{r['id']} ({r['record_type']}, {r['format']}): {said!r}"
        return None
    return _flagged(rows, examples, "undated_clock_time", problem)

#: The frames that tell a life event as a bare phrase (reader6 class 5): "I went through a promotion", "The past months
#: brought me a bankruptcy", "A recent change in my life was a layoff", "so much has changed since an arrest",
#: "coping with a lawsuit", a labelled "Recent life event" line.
_BARE_EVENT_FRAMES = (r"\b(?:went|go|going|gone) through {e}", r"\bbrought (?:me|him|her|us|them|\w+) {e}",
                      r"\bchange in [\w']+ life(?: lately| this year)? was {e}", r"\bchanged (?:for \w+ )?since {e}",
                      r"\b(?:the same|different|strange year|a bit lost) since {e}",
                      r"\b(?:coping with|shaped by|been about|adjusting after|footing after|back on track after) {e}")
_BARE_EVENT_END = r"(?<!months )(?<!weeks )(?<!years )\b(?:since|after) {e}\s*[.,!]"


def personal_genre_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> dict[str, int]:
    """``private_life_dump_records``, ``bare_life_event_records`` and ``empty_nest_child_records`` (see the module
    doc); the private-life fields and the record types open to them are read from the catalogue YAML."""
    private: set[str] = set()
    open_to: set[str] = set()
    for _, data in _catalogue_yaml(catalogue) if catalogue.is_dir() else ():
        entry = (data or {}).get("private_life") or {}
        private |= set(entry.get("fields") or ())
        open_to |= set(entry.get("open_to") or ())
    dumps = bare = nest = 0
    for r in rows:
        keys = {a["key"] for a in r["attributes"]}
        held = sorted(keys & private)
        if r["category"] == "personal" and r["record_type"] not in open_to and len(held) >= 6:
            dumps += 1
            examples["private_life_dump"].append(f"{r['id']} ({r['record_type']}): {len(held)} of {', '.join(held)}")
        event = (r.get("profile") or {}).get("life_event") or ""
        text = r["text"]
        if event and event in text:
            e = re.escape(event)
            hit = next((m for f in _BARE_EVENT_FRAMES + (_BARE_EVENT_END,)
                        if (m := re.search(f.format(e=e), text, re.IGNORECASE))), None)
            hit = hit or re.search(r"(?im)^\|?\s*Recent life event\s*[|:].*$", text)
            if hit:
                bare += 1
                examples["bare_life_event"].append(f"{r['id']} ({r['record_type']}): {_around(text, hit)!r}")
        if event in ("an empty-nest transition", "a child leaving home") and event in text:
            young = re.search(r"\bmy (?:\w+-year-old|baby|toddler)(?! grandchild)\b|\(age \d\)|\(age 1[0-7]\)", text)
            if young:
                nest += 1
                examples["empty_nest_child"].append(f"{r['id']} ({r['record_type']}): {_around(text, young)!r}")
    return {"private_life_dump_records": dumps, "bare_life_event_records": bare, "empty_nest_child_records": nest}

#: A journal's or log's entry head: its date alone on a line ("2025-04-04 —", "May 3, 2025", "04/06/2025:").
_DAY_HEAD = re.compile(r"(?m)^(?:\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{4}|[A-Z][a-z]+ \d{1,2}, \d{4})(?: —|:)?\s*$")
#: A line about the writing itself, not the day: the clock, the notebook's first line, "the word for today".
_META_LINE = re.compile(r"(?i)\bby the clock\b|quiet minutes to write|\bthe (?:very )?first line\b|word for today is"
                        r"|\b(?:page one|the opening page) (?:dates from|was written on)")
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")


def personal_document_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> dict[str, int]:
    """``undeclared_fact_kind_records``, ``entry_tag_records`` and ``stock_personal_sentence_records`` (see the
    module doc); the kinds and what each record type carries are read from the catalogue YAML."""
    kind_of: dict[str, str] = {}
    carries: dict[str, set[str]] = {}
    for _, data in _catalogue_yaml(catalogue) if catalogue.is_dir() else ():
        entry = (data or {}).get("private_life") or {}
        for kind, keys in (entry.get("kinds") or {}).items():
            kind_of.update((k, kind) for k in keys or ())
        carries.update((rt, set(kinds or ())) for rt, kinds in (entry.get("carries") or {}).items())
    personal = [r for r in rows if r["category"] == "personal"]
    undeclared = tags = 0
    held: dict[str, set[str]] = {}  # a prose sentence -> the personal records holding it
    for r in personal:
        text = r["text"]
        if r["record_type"] in carries:
            stray = sorted({f"{a['key']} ({kind_of[a['key']]})" for a in r["attributes"] if a["key"] in kind_of
                            and kind_of[a["key"]] not in carries[r["record_type"]]})
            if stray:
                undeclared += 1
                examples["undeclared_fact_kind"].append(f"{r['id']} ({r['record_type']}): {', '.join(stray)}")
        bodies = [b.strip() for b in _DAY_HEAD.split(text)[1:] if b.strip()]
        last = [_SENTENCE_SPLIT.split(b)[-1].strip() for b in bodies]
        closed = [t for t in last if len(t.split()) <= 4 and not re.search(r"[\d$:|]", t) and t[-1:] in ".!"]
        meta = _META_LINE.search(text)
        if (len(bodies) >= 3 and 2 * len(closed) >= len(bodies)) or meta:
            tags += 1
            examples["entry_tag"].append(f"{r['id']} ({r['record_type']}): "
                                         + (_around(text, meta) if meta else repr(closed[:3])))
        for sentence in {t.strip() for t in _SENTENCE_SPLIT.split(text)}:
            if len(sentence.split()) >= 5 and not sentence.startswith("|") and sentence[-1:] in ".!?":
                held.setdefault(sentence, set()).add(r["id"])
    most = max(2.0, 0.02 * len(personal))
    stock = {s: ids for s, ids in held.items() if len(ids) > most}
    stocked = set().union(*stock.values()) if stock else set()
    for sentence, ids in sorted(stock.items(), key=lambda t: -len(t[1]))[:5]:
        examples["stock_personal_sentence"].append(f"{len(ids)}x {sentence!r}")
    return {"undeclared_fact_kind_records": undeclared, "entry_tag_records": tags,
            "stock_personal_sentence_records": len(stocked)}


#: Surnames written as Faker and the USPS table flatten them (reader8 class 7): "Mcknight", "Obrien", "Macdonald"
#: (a town before its state or on a City line is the town's own name: "Mackay, ID", "City: Mackay").
_FLAT_SURNAME = re.compile(r"(?<![\w@./-])(?<!City: )(?:Mc[a-z]{3,}|O(?:brien|connor|connell|donnell|neill|neal|hara|leary|rourke"
                           r"|sullivan|keefe|malley|shea|toole|reilly|bryan)|Mac(?:donald|arthur|gregor|leod|kinnon"
                           r"|millan|pherson|lean|intosh|kay))\b(?![@.\w]*@)(?!,? [A-Z]{2}\b)")
#: Lines that, at the end of a customer's own e-mail, make an ID block of the signature (reader8 class 5).
_ID_SIGNOFF = re.compile(r"(?m)^(?:Date of birth|DOB|[A-Z][\w ]{0,30}(?:number|ID)): ")
#: First sentences a clinical history must not open on (reader8 class 9): an allergy, the problem list.
_HISTORY_HEAD = re.compile(r"(?m)^(?:Reason for visit|Subjective|History of present illness|Chief complaint)\n([^\n]+)")
_NOT_A_REASON = re.compile(r"(?i)allerg|problem list|further problems|other (?:active )?problems|medication record")
#: Headings and labels that do not fit what they hold (reader8 class 9, reader9 33, 110, 150, 183, 285).
_MISFIT_HEADING = re.compile(r"(?m)^(?:\d+\. Contract|Section [A-Z]\. About the person|Risk tolerance: an? [\w -]+ approach)$")
#: Person and voice slips (reader8 class 10): a first-person statement that calls itself "the appeal", stiff
#: first-person lines, a robotic finding.
_VOICE_SLIP = re.compile(r"\bI (?:count|am counted) as\b|\bnone of my answers is\b|\bare typical of\b")
#: "You/He/She ... and <verb>" over two predicates told unalike (reader8 class 11): present then modal, past then
#: present (not "was born on ... and is 54").
_SPLICE = re.compile(r"(?m)(?:^|(?<=[.!?] ))(?:You|He|She|I|We) (?!was born)(?:(?:can|will|may|must) [a-z]+ [^.\n]{5,90}? and "
                     r"(?:agreed|asked|paid|chose|bought|was|were)\b|(?:were|was|had|[a-z]+ed) [^.\n]{5,90}? and (?:are|is|can"
                     r"|may)\b|(?:run|runs|are|is|live|lives) [^.\n]{5,90}? and (?:can|will|may)\b)")


def voice_records(rows: list[dict], examples: dict[str, list[str]]) -> dict[str, int]:
    """s19w-voice (reader8 classes 5, 7, 9, 10, 11): ``id_signoff_records`` (a customer's e-mail ending on a date of
    birth or an ID number under their name), ``flat_surname_records`` ("Mcknight", "Obrien-Jones"),
    ``history_opening_records`` (a clinical history opening on an allergy or the problem list), ``misfit_heading_records``
    ("2. Contract" in a source agreement, "Section A. About the person", "Risk tolerance: a growth-oriented approach",
    "Reporter:" on a log), ``voice_slip_records`` ("I count as half-time", "are typical of") and
    ``spliced_clause_records`` (a subject said once over predicates told unalike: a lower bound)."""
    out = dict.fromkeys(("id_signoff_records", "flat_surname_records", "history_opening_records",
                         "misfit_heading_records", "voice_slip_records", "spliced_clause_records"), 0)

    def hit(key: str, r: dict, text: str, m: re.Match) -> None:
        out[key + "_records"] += 1
        examples[key].append(f"{r['id']} ({r['record_type']}): {_around(text, m)!r}")

    for r in rows:
        text = r["text"]
        name = " ".join(filter(None, ((r.get("profile") or {}).get("first_name"),
                                      (r.get("profile") or {}).get("last_name"))))
        if r["format"] == "email thread" and name:
            for msg in text.split("\n-----\n"):
                if msg.startswith(f"From: {name}"):
                    tail = "\n".join([ln for ln in msg.split("\nOn ")[0].strip().split("\n") if ln.strip()][-6:])
                    if m := _ID_SIGNOFF.search(tail):
                        hit("id_signoff", r, tail, m)
                        break
        for key, m in (("flat_surname", _FLAT_SURNAME.search(text)),
                       ("history_opening", next((m for m in _HISTORY_HEAD.finditer(text)
                                                 if _NOT_A_REASON.search(re.split(r"(?<=\.)\s", m.group(1))[0])), None)),
                       ("misfit_heading", _MISFIT_HEADING.search(text) or (
                           re.search(r"(?m)^Reporter: ", text) if " log" in r["record_type"]
                           and "incident" not in r["record_type"] else None)),
                       ("voice_slip", _VOICE_SLIP.search(text)),
                       ("spliced_clause", _SPLICE.search(text))):
            if m:
                hit(key, r, text, m)
    return out


#: The stock line telling the reader to keep the paper safe from theft (reader6 class 2).
_KEEP_SAFE = re.compile(r"\b(?:could|might) be misused\b|\bcould be used by someone else\b")
#: Attribute keys of something worth stealing: an ID or account number, a medical fact.
_WORTH_STEALING = re.compile(r"social_security|ssn|passport|license_number|\bid_number|(?<!client_)account_number|routing|iban|"
                             r"card_number|payout_bank|member_id|medical_record|policy_number|alien|traveler|tax_id|"
                             r"diagnos|medication|condition|medical_history|prior_auth")
#: A complaints paragraph (reader6 class 2: "Not happy with the service you got? Ask us for our complaints leaflet").
_COMPLAINTS = re.compile(r"\bcomplaints? (?:policy|leaflet|procedure|process|form|guide)\b|^(?:Complaints|Any complaint|"
                         r"Concerns about our service) |\bWe (?:want|aim|try hard|do our best) to get (?:this|things) "
                         r"right\b|\bGetting this right matters\b", re.M)
#: Record types from a service provider to its customer about the service (a bill or statement of account, a claim,
#: a decision on the customer's request, a booking or purchase), and those that never are, whatever their words.
_SERVICE_TYPE = re.compile(r"\b(?:bill|billing|statement|folio|explanation of benefits|declarations page|claim|"
                           r"confirmation|order|booking|itinerary|renewal notice|pre-approval|closure|refund|"
                           r"chargeback|dispute letter|payout|invoice|retainer|engagement letter|suspension appeal|"
                           r"recovery|harassment report|determination|award letter|eligibility notice|records request|"
                           r"prior authorization)\b")
_NOT_SERVICE = re.compile(r"report card|roster|tracker|\blog\b|pay stub|ledger|contribution|timesheet|accommodation|"
                          r"speech|query letter|edit letter|insertion order|manifest|testament|\btrust\b(?! and safety)|plea|"
                          r"agreement|petition|complaint|charge\b|declaration\b|progress report|score report|"
                          r"lease dispute|deposit demand|non-compete|statement of work")


def misplaced_footer_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records telling the reader to keep the paper safe because its contents "could be misused if stolen" where it
    holds nothing worth stealing (no ID or account number, no medical fact), or under an e-mail (reader6 class 2:
    after a one-line reply); 0 wanted."""
    def problem(r: dict) -> str | None:
        m = _KEEP_SAFE.search(r["text"])
        if m is None:
            return None
        if r["format"] == "email thread":
            why = "under an e-mail"
        elif not any(_WORTH_STEALING.search(a["key"]) for a in r["attributes"]):
            why = "nothing worth stealing"
        else:
            return None
        return f"{r['id']} ({r['record_type']}, {r['format']}): {why}: {_around(r['text'], m)!r}"
    return _flagged(rows, examples, "misplaced_footer", problem)


def misplaced_complaints_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records holding a complaints paragraph that are not a service provider's paper to its customer about the
    service (:data:`_SERVICE_TYPE`, :data:`_NOT_SERVICE`: a report card, a roster, a pay stub, an accommodation
    letter, a will; reader6 class 2), or more than one change-of-address line ("If you change address, write to us"
    beside "Changes at home should be given to the front office"); 0 wanted."""
    def problem(r: dict) -> str | None:
        rt = r["record_type"]
        if (m := _COMPLAINTS.search(r["text"])) and (_NOT_SERVICE.search(rt) or not _SERVICE_TYPE.search(rt)):
            return f"{r['id']} ({rt}, {r['format']}): {_around(r['text'], m)!r}"
        moves = _MOVE_LINE.findall(r["text"])
        if len(moves) > 1:
            return f"{r['id']} ({rt}, {r['format']}): {len(moves)} change-of-address lines: {moves!r}"
        return None
    return _flagged(rows, examples, "misplaced_complaints", problem)


#: A filing or reference sentence in a record's body (reader7 class 2): the file it is kept in and when that was
#: opened, a number to keep handy before calling, how long the office has looked after the matter.
_FILING_LINE = re.compile(
    r"(?i)\b(?:held|kept|filed|sits|gone) in(?:to)? the file\b|\bthe file (?:we opened|opened|started|set up) on\b|"
    r"\b(?:continues|dates back to|goes back to) the file\b|\bfile (?:with us )?(?:was|has been) (?:first )?opened\b|"
    r"\b(?:opened|set up|started) (?:your|the|a) (?:case )?file(?: for you)?(?: on this)? on\b|\bfile (?:on this )?dates from\b|"
    r"\b(?:file|case|matter) has been open since\b|\bon our books since\b|\bfirst (?:logged|opened) on\b|\bfirst entry on your file\b|"
    r"\b(?:handy|to hand|nearby|in front of you|ready)\b[^.\n]{0,30}\b(?:if you (?:phone|call|contact)|before you call|"
    r"for any call|when you (?:ring|get in touch))|\b(?:note|write) down [A-Z]{2,}-?\d|"
    r"\b(?:dealing with|handled|worked on|looked after|looking after|kept track of|dealt with) (?:this|this matter|"
    r"your file|the matter|your case|the file) (?:ever )?since\b|\b(?:duplicate|signed original|scan) [^.\n]{0,30}"
    r"\b(?:your file under|filed under)\b|\b(?:letter|page)[^.\n]{0,40}\b(?:carries|is marked with|bears|shows) "
    r"[A-Z]{2,}-\d")


def filing_line_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with a filing or reference sentence in their body (:data:`_FILING_LINE`; reader7 class 2: "Everything
    you have sent is held in the file opened on May 17, 2025", "Keep TN-2766866 handy if you contact the office");
    0 wanted (a reference stands in the letter's "Ref.:" line, and a tax or benefits office asks to quote it)."""
    def problem(r: dict) -> str | None:
        if m := _FILING_LINE.search(r["text"]):
            return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(r['text'], m)!r}"
        return None
    return _flagged(rows, examples, "filing_line", problem)


#: The sender reciting the reader's own facts back to them as what they said or what their papers show (reader10
#: class 2: "You let us know that your ticket is logged at P3", "For you to check, we hold ...").
_READ_BACK = re.compile(r"\bYou (?:also )?(?:let us know|told us|informed us|mentioned) that|\bFor you to check\b|"
                        r"\bYour papers (?:also )?show\b|\bfrom your papers\b|\bWe are also aware that\b|"
                        r"\bWe have you (?:down )?as\b")


def read_back_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records whose sender recites the reader's facts back to them as theirs (:data:`_READ_BACK`; reader10 class 2);
    0 wanted."""
    def problem(r: dict) -> str | None:
        if m := _READ_BACK.search(r["text"]):
            return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(r['text'], m)!r}"
        return None
    return _flagged(rows, examples, "read_back", problem)


#: (record types, a role or office line that cannot issue or sign them): reader10 class 5.
_PRINCIPAL_COPY = re.compile(r"(?m)^(?:Distribution|Copies to|Circulation|cc|Cc): .*\bprincipal\b")


def wrong_signer_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records signed or issued by a role that does not issue their record type (a Listing Agent on a buyer
    representation agreement, an Office Supervisor on a traffic citation, a clinic's Practice Manager on an insurer's
    explanation of benefits, a Case Manager on a will), or a university copying a "principal" (reader10 class 5);
    0 wanted."""
    # the generator's own tables (skeletons.yaml: wrong_signers; the school subcategories that copy a principal)
    from privasis_hub.synth.catalog import categories
    from privasis_hub.synth.render import PRINCIPAL_SUBCATEGORIES, wrong_signer_rules

    schools = {rt for c in categories().values() for sub, types in c.subcategories.items()
               if sub in PRINCIPAL_SUBCATEGORIES for rt in types}

    def problem(r: dict) -> str | None:
        kind = r["record_type"].lower()
        for types, role in wrong_signer_rules():
            if types.search(kind) and (m := role.search(r["text"])):
                return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(r['text'], m)!r}"
        if (m := _PRINCIPAL_COPY.search(r["text"])) and r["record_type"] not in schools:
            return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(r['text'], m)!r}"
        return None
    return _flagged(rows, examples, "wrong_signer", problem)


#: A legal instrument's name (a will, a trust, a power of attorney, a plea or settlement agreement, a pleading, a
#: citation) for record types the generator's instrument table does not name.
_INSTRUMENT_NAME = re.compile(r"\b(?:will and testament|living trust|power of attorney|plea agreement|settlement "
                              r"agreement|settlement and release|severance agreement|stipulation|complaint|answer to|"
                              r"motion to|traffic citation)\b")
#: A staff member's cover letter: a salutation, or a line a firm writes to its client about the instrument.
_COVER_LETTER = re.compile(r"(?m)^(?:Dear |Hi |Hello )|\b(?:Work on your matter is charged|next steps|There are changes "
                           r"to your)\b")


def instrument_letter_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Legal instruments (a will, a trust, a power of attorney, a plea, settlement or severance agreement, a complaint,
    an answer, a motion, a traffic citation) rendered as a staff member's cover letter about them rather than as the
    instrument (reader10 class 4: "Re: Your living trust: next steps ... Case Manager"): a record type of the
    generator's instrument table in another format than the instrument's, or any instrument name in a letter or
    e-mail with a salutation; 0 wanted."""
    from privasis_hub.synth.render import instrument_types

    table = instrument_types()

    def problem(r: dict) -> str | None:
        kind = r["record_type"].lower()
        if kind in table and r["format"] != "agreement":
            return f"{r['id']} ({r['record_type']}, {r['format']}): an instrument written as a {r['format']}"
        if (_INSTRUMENT_NAME.search(kind) and not re.search(r"\b(?:letter|notice|summary|report)\b", kind)
                and r["format"] in ("letter", "email thread") and (m := _COVER_LETTER.search(r["text"]))):
            return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(r['text'], m)!r}"
        return None
    return _flagged(rows, examples, "instrument_letter", problem)


#: A notice at the foot of a record on privacy, confidentiality or retention (reader7 class 4), at a line's start.
_STOCK_FOOTER = re.compile(
    r"(?m)^(?:(?:Privacy notice|How we use your information|Your privacy|Your information|Data protection|About your "
    r"data|Confidential|Private and confidential|Personal and confidential|For the addressee only|Restricted|Internal "
    r"use only|Privileged and confidential|Confidential and privileged|Attorney-client communication|Contains personal "
    r"information|Personal data inside|Sensitive):|(?:Please keep|Keep|Store) this [^.\n]{0,30}(?:somewhere safe|in a "
    r"safe place|with your papers); (?:the personal details|its contents|what it contains)|(?:Kept|Retained|Held) (?:under|in line with|according to) the (?:records policy|"
    r"retention schedule|records schedule)|Access (?:is )?limited to|(?:Not to be released|Do not release|Not for "
    r"release) outside|This [^.\n]{0,30} (?:contains|holds) (?:protected|personal|confidential) (?:health|medical)|"
    r"(?:Student records are|Information about students is)|(?:Calls to [^.\n]{0,60} may be recorded|Calls may be "
    r"monitored|We may record calls))")


def stock_footer_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with a privacy, confidentiality or retention notice (:data:`_STOCK_FOOTER`): real papers carry one
    where they collect the person's details (an application, a bank's or an insurer's letter), and not always; a
    clinical note, minutes or a person's own writing never (reader7 class 4: on 54 of 300 records of every kind)."""
    def problem(r: dict) -> str | None:
        if m := _STOCK_FOOTER.search(r["text"]):
            return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(r['text'], m)!r}"
        return None
    return _flagged(rows, examples, "stock_footer", problem)


#: A wish to be reached another way than by phone, in the preference's value ("e-mail only", "instead of phone
#: calls", "with no calls", "text messages rather than a call").
_NO_CALLS_WISH = re.compile(r"(?i)\b(?:e-?mail|letter|mail|post|text|portal)")
_CALL_CHANNEL = re.compile(r"(?i)\b(?:call|calls|phone|voicemail)\b")


def _no_calls(wish: str) -> bool:
    """Whether the wish asks for another channel than calls (what it asks for, before "instead of", "rather than",
    "with no": "e-mail to the personal address instead of phone calls", "text messages only when urgent")."""
    asked = re.split(r",? (?:instead of|rather than|with no|never)\b", wish, maxsplit=1)[0]
    return _NO_CALLS_WISH.search(asked) is not None and _CALL_CHANNEL.search(asked) is None


#: The office promising to ring the person ("we will call +1 ...", "Our staff may ring you at", "Our calls will go to").
_WILL_CALL = re.compile(r"(?i)\b(?:we|staff|someone|a colleague|the office|our team) (?:will|may|shall) (?:call|ring|"
                        r"phone) (?:you|\+?\(?\d)|\bOur calls will go to\b|\bThe number we will use is\b")
#: A wish for calls ("by phone in the morning", "calls after 5 PM").
_CALLS_WISH = re.compile(r"(?i)^(?:(?:mobile |home |work )?phone|calls?|a (?:phone )?call)\b")


def contact_preference_conflict_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records whose person's contact preference disagrees with the record (reader7 class 9): the preference in
    brackets after a contact line that holds none of the channels it names ("Contact: 218-555-0197 (e-mail to the
    personal address instead of phone calls)"), a wish for no calls beside the office's promise to ring, or two
    wishes that exclude each other (calls at lunch, and e-mail only); 0 wanted."""
    def problem(r: dict) -> str | None:
        wishes = [a["value"] for a in r["attributes"] if a["key"].endswith("contact_preference")]
        if not wishes:
            return None
        text = r["text"]
        for w in wishes:
            for m in re.finditer(r"(?m)^(.*)\((?:prefers contact by )?" + re.escape(w) + r"\)", text):
                line = m.group(1)
                mail, phone = "@" in line, re.search(r"\d{3}\W{0,2}\d{3}\W\d{4}", line) is not None
                wants_mail = re.search(r"(?i)e-?mail", w.split("instead of")[0].split("rather than")[0]) is not None
                if wants_mail and not mail or not wants_mail and not phone:
                    return f"{r['id']} ({r['record_type']}, {r['format']}): bracket beside other channels: {_around(text, m)!r}"
            if _no_calls(w) and (m := _WILL_CALL.search(text)):
                return f"{r['id']} ({r['record_type']}, {r['format']}): {w!r} beside {_around(text, m)!r}"
        if any(_CALLS_WISH.search(w) for w in wishes) and any(_no_calls(w) for w in wishes):
            return f"{r['id']} ({r['record_type']}, {r['format']}): wishes disagree: {wishes!r}"
        return None
    return _flagged(rows, examples, "contact_preference_conflict", problem)


_MOVE_LINE = re.compile(r"(?i)\b(?:if you move|should you move|if your address changes|after a move|if you change "
                        r"address|when you move house|changes at home|new contact details|a change of address)\b")
#: Words a self-introduction of one's job holds besides the job and employer ("I am a plumber by trade these days.").
_JOB_FILLER = frozenset("i i'm am a an work working as at with for living by trade these days now at present the moment "
                        "have has worked been since my twenties started out few years while long time earn make "
                        "currently employed job and ever school leaving retired formerly spent most of working life "
                        "put in two decades stretch career some ago after many am".split())


def unprompted_occupation_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records (outside the personal category and interview transcripts, where a question asks) in which the person
    tells their job in a sentence that says nothing else ("I am a journalist.", "I work for a living as a pharmacist
    at Ramos PLC now."): a self-introduction to an office with no reason to care (reader6 class 6); 0 wanted."""
    def problem(r: dict) -> str | None:
        if r["format"] == "interview transcript" or r["category"] == "personal":
            return None
        attrs = {a["key"]: a["value"] for a in r["attributes"]}
        job = attrs.get("occupation")
        if not job:
            return None
        for said in _prose_sentences(r["text"]):
            if job not in said or not re.search(r"\bI\b|\bI'm\b", said):
                continue
            rest = said.replace(job, " ").replace(attrs.get("employer", "\0"), " ")
            if set(re.findall(r"[a-z']+", rest.lower())) <= _JOB_FILLER:
                return f"{r['id']} ({r['record_type']}, {r['format']}): {said!r}"
        return None
    return _flagged(rows, examples, "unprompted_occupation", problem)


#: A court's own dates, clerk, stamp and docket (reader6 class 7).
_COURT_WORDS = re.compile(
    r"\bcourt dates\b|\bfiling deadlines\b|\bwithout a court order\b|\bset by the court\b|\b[Tt]he court (?:received|"
    r"docketed|accepted|assigned)\b|\bcourt clerk\b|\bclerk's (?:office|window|stamp|fee)\b|\bcourt's stamp\b|\b(?:lodged|"
    r"filed) with the clerk\b|\breached the clerk\b|\b[Tt]he clerk (?:stamped|logged|entered|lists|indexes|gave|"
    r"assigned)\b|\bshown by the clerk\b|\bon the docket\b|\bdocket(?:ed as| number)\b")
#: What shows a matter before a court: a court's own field, or a record type of a court's proceedings.
_COURT_KEYS = frozenset({"court_name", "small_claims_court", "hearing_date", "presiding_judge", "next_court_date",
                         "court_case_number", "garnishment_rate"})
_COURT_TYPES = re.compile(r"\b(?:court|hearing|eviction|custody|divorce|lawsuit|summons|motion|answer to|probate|"
                          r"expungement|bankruptcy|subpoena|injunction|restraining|plea agreement|bail|sentenc|garnish|"
                          r"stipulation|parenting plan|support order|deposition|small claims|citation|jury|complaint)")


def court_words_outside_court_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records of no matter before a court (no court's field, not a court's kind of paper) that speak of the court's
    dates, clerk, stamp or docket (:data:`_COURT_WORDS`; reader6 class 7); 0 wanted."""
    def problem(r: dict) -> str | None:
        if _COURT_TYPES.search(r["record_type"]) or _COURT_KEYS & {a["key"] for a in r["attributes"]}:
            return None
        m = _COURT_WORDS.search(r["text"])
        return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(r['text'], m)!r}" if m else None
    return _flagged(rows, examples, "court_words_outside_court", problem)


#: A body that tells the matter decided (as render._STATES_DECISION), and a line that awaits its outcome.
_STATES_DECISION = re.compile(
    r"\b(?:was|were|is|are|has been|have been) (?:now )?(?:approved|granted|denied|turned down|refused)\b(?! by)"
    r"|\b[Yy]our approved\b|\bapproved accommodations?\b|^Status: (?:approved|denied|granted)\b", re.M)
_AWAITS_OUTCOME = re.compile(
    r"\b(?:the outcome|our answer|the result|our written answer|the answer|word of the outcome) will (?:come in "
    r"writing|reach you|be mailed to you|be sent to the address|come by post)\b|\b(?:write again|send you a letter|be in "
    r"touch|contact you) (?:once|as soon as|when|the moment) (?:the review is done|a decision is made|we have an "
    r"answer|the checks are complete)\b", re.I)
#: Record types whose outcome is still to come, as skeletons.yaml's situation "an outcome still to come" has them.
_OUTCOME_AWAITED = re.compile(r"\b(?:request|application|appeal|claim|complaint|petition|dispute|inquiry|enquiry|"
                              r"referral|grievance|investigation|refund|chargeback|harassment report|hearing notice|"
                              r"disciplinary|query)\b", re.I)
_OUTCOME_GIVEN = re.compile(r"(?:summary|confirmation|decision letter|results letter|accommodation letter|agreement|"
                            r"plan|order|declaration)$")


def decided_and_pending_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records that await an outcome (:data:`_AWAITS_OUTCOME`) they cannot await: their body tells the matter
    decided, or their record type is not one whose outcome is still to come (reader6 class 8); 0 wanted."""
    def problem(r: dict) -> str | None:
        if not (m := _AWAITS_OUTCOME.search(r["text"])):
            return None
        where = f"{r['id']} ({r['record_type']}, {r['format']})"
        if d := _STATES_DECISION.search(r["text"]):
            return f"{where}: {_around(r['text'], d)!r} beside {_around(r['text'], m)!r}"
        rt, sub = r["record_type"], r.get("subcategory") or ""
        if _OUTCOME_GIVEN.search(rt) or not (_OUTCOME_AWAITED.search(rt) or _OUTCOME_AWAITED.search(sub)):
            return f"{where}: {_around(r['text'], m)!r}"
        return None
    return _flagged(rows, examples, "decided_and_pending", problem)


def birthday_on_record_date_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records dated on the person's birthday, the date of birth shown (reader6 class 11: "Age: 18 / Date of birth:
    2007-12-22" on a form dated 2025-12-22); 0 wanted."""
    def problem(r: dict) -> str | None:
        dob = next((a["value"] for a in r["attributes"] if a["key"] == "date_of_birth"), None)
        if not dob or not r.get("document_date"):
            return None
        born, on = _attr_day(dob), _attr_day(r["document_date"])
        if born and on and (born.month, born.day) == (on.month, on.day):
            return f"{r['id']} ({r['record_type']}, {r['format']}): born {dob}, dated {r['document_date']}"
        return None
    return _flagged(rows, examples, "birthday_on_record_date", problem)


def wrong_state_vital_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Birth certificate records whose place of birth is in another state than the person's own, where the vital
    records office that issues them is (reader6 class 7: a Utah county office amending a Minnesota birth); 0 wanted."""
    from privasis_hub.sanitize.address import US_STATES

    def problem(r: dict) -> str | None:
        if "birth certificate" not in r["record_type"]:
            return None
        born = next((a["value"] for a in r["attributes"] if a["key"] == "place_of_birth"), "")
        state = (r.get("profile") or {}).get("region", "")
        name = US_STATES.get(state, "")
        if born and name and born.rpartition(", ")[2] in US_STATES.values() and not born.endswith(", " + name):
            return f"{r['id']} ({r['record_type']}, {r['format']}): born in {born!r}, office in {state}"
        return None
    return _flagged(rows, examples, "wrong_state_vital", problem)


#: An invoice that bills the person's own hours to them (reader6 class 7, R6).
_OWN_HOURS = re.compile(r"\b[Yy]our (?:billed )?hours\b|\b[Yy]ou (?:book hours|log time|record time)\b|\b[Hh]ours by you\b"
                        r"|\bTime logged by you\b")
_JOB_KEYS = frozenset({"position_title", "department", "start_date", "employee_id"})


def invoice_to_biller_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Invoices addressed to the person whose own hours they bill (:data:`_OWN_HOURS`, or the person's job at the
    billing firm on it); 0 wanted."""
    def problem(r: dict) -> str | None:
        if "invoice" not in r["record_type"]:
            return None
        where = f"{r['id']} ({r['record_type']}, {r['format']})"
        if m := _OWN_HOURS.search(r["text"]):
            return f"{where}: {_around(r['text'], m)!r}"
        if job := _JOB_KEYS & {a["key"] for a in r["attributes"]}:
            return f"{where}: the person's job at the firm ({', '.join(sorted(job))})"
        return None
    return _flagged(rows, examples, "invoice_to_biller", problem)


def _thread_messages(r: dict) -> list[tuple[str, list[str]]]:
    """An e-mail thread's messages as (sender line, body lines not quoted from the message before)."""
    out = []
    for message in r["text"].split("\n-----\n"):
        head, _, body = message.partition("\n\n")
        sender = next((line for line in head.split("\n") if line.startswith("From: ")), "")
        out.append((sender, [line for line in body.split("\n") if not line.startswith(">")]))
    return out


#: What kind of value a question asks for, by its words (this script's own reading, not the generator's): a day
#: (or a span of days), a sum, a person.
_ASKS_DAY = re.compile(r"(?i)^(?:by )?when\b|\bwhen (?:is|does|will|did|am|was|do)\b|\bdates?\b|how long do i have|"
                       r"deadline|cut-off|for when")
_ASKS_SUM = re.compile(r"(?i)how much(?! notice)|\bbalance\b|\bowe\b|\btotal\b|\bsalary\b|payment be\b|\baid\b")
_ASKS_WHO = re.compile(r"(?i)^who\b|, so who\b|\bsomeone\b|\bone person\b|\bthe person\b|\bwhich attorney\b")
_DAY_VALUE = re.compile(r"(?i)\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\d{1,2}/\d{1,2}/"
                        r"\d{2,4}|\b\d{4}-\d{2}-\d{2}\b|\b(?:spring|summer|fall|autumn|winter) \d{4}\b|\b\d+ (?:calendar |"
                        r"business |working )?(?:days|weeks|months)\b|\b(?:one|two|three|four|five|six|seven|ten|fourteen|twenty|thirty|"
                        r"sixty|ninety)(?:-| )(?:calendar |business |working )?(?:days?|weeks?|months?)\b|\bnext week\b")
_SUM_VALUE = re.compile(r"\$\s?\d|\d")
#: A person told as someone met once or as a helper with one task, not the one handling the matter ("you spoke on the
#: phone with", "your scheduling questions go to the paralegal", "assembled your paperwork for the attorney").
_PAST_CONTACT = re.compile(r"(?i)\bspoke\b|\bon duty\b|at the counter|\bassembled\b|\bprepared\b|\bput together\b|"
                           r"scheduling (?:questions|queries)|calendar questions|\bwho helped you\b|dealt with you\b")
_COMPANY = re.compile(r"\b(?:LLC|Inc|Bank|Services|Group|Credit|Recovery|Associates|Company|Corp|Ltd|PLC)\b")


def _person_value(value: str) -> bool:
    """Whether a value names a person (two or more capitalised words, no digits, no company word)."""
    name = value.split(",")[0]
    return (not re.search(r"\d", value) and len(re.findall(r"\b[A-Z][a-z'.-]+", name)) >= 2
            and not _COMPANY.search(value))


@lru_cache(maxsize=4)
def _question_table(catalogue: Path) -> tuple[tuple[tuple[re.Pattern, ...], re.Pattern], ...]:
    """The catalogue's questions on one fact (``asks.specific`` in skeletons.yaml, read as plain YAML): each entry's
    questions as patterns (``[a|b]`` an alternation, ``{label}``/``{matter}`` any words) and the keys it asks."""
    import yaml

    path = catalogue / "skeletons.yaml"
    if not path.exists():
        return ()
    entries: list = []

    def walk(node) -> None:
        if isinstance(node, dict):
            asks = node.get("asks")
            if isinstance(asks, dict) and isinstance(asks.get("specific"), list):
                entries.extend(asks["specific"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(yaml.safe_load(path.read_text()))

    def pattern(ask: str) -> re.Pattern:
        out = re.sub(r"\\\[(.*?)\\\]", lambda m: "(?:" + m.group(1).replace("\\|", "|") + ")", re.escape(ask))
        return re.compile("^" + re.sub(r"\\\{(?:label|matter)\\\}", ".+?", out) + "$")
    return tuple((tuple(pattern(a) for a in e["ask"]), re.compile(e["keys"])) for e in entries
                 if isinstance(e, dict) and e.get("ask") and e.get("keys"))


def _unanswered(r: dict, table) -> str | None:
    """Why a thread's answer does not carry what the person asked (None when each does): the reply's first paragraph
    holds no value of a key the question asks, or the value is not of the kind asked (a clock time for a date, a
    period for an appointment, a list of checks for a balance, a company for a person)."""
    attrs = {a["key"]: a["value"] for a in r["attributes"] if a.get("value")}
    name = attrs.get("full_name")
    if not name:
        return None
    messages = _thread_messages(r)
    for n, (sender, lines) in enumerate(messages[:-1]):
        if not sender.startswith("From: " + name):
            continue
        asked = [line.strip() for line in lines if line.rstrip().endswith("?")]
        if not asked:
            continue
        question = asked[-1]
        keys = next((k for pats, k in table if any(p.match(question) for p in pats)), None)
        if keys is None:
            continue  # a question on the matter at large (where things stand), answered by its facts
        body = [line for line in messages[n + 1][1]]
        paragraphs = [p for p in "\n".join(body).split("\n\n") if p.strip()]
        answer = paragraphs[1] if len(paragraphs) > 1 else ""
        said = [k for k, v in attrs.items() if keys.search(k) and v in answer]
        if not said:
            return f"{r['id']} ({r['record_type']}): {question!r} -> {answer[:90]!r}"
        values = [attrs[k] for k in said]
        if _ASKS_WHO.search(question):  # the person who handles the matter: its attorney where it has one, told
            ok = (any(_person_value(v) for v in values) and not _PAST_CONTACT.search(answer)  # as the one to ask for
                  and ("attorney_name" not in attrs or attrs["attorney_name"] in answer))
        elif _ASKS_DAY.search(question) and not re.search(r"(?i)what time", question):
            ok = any(_DAY_VALUE.search(v) for v in values)
        elif _ASKS_SUM.search(question):
            ok = any(_SUM_VALUE.search(v) for v in values)
        else:
            ok = True
        if not ok:
            return f"{r['id']} ({r['record_type']}): {question!r} -> {answer[:90]!r} (not the kind asked)"
    return None


def unanswered_question_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> int:
    """E-mail threads where the office's reply to a question on one fact of the matter ("When is the meeting?", "Who
    should I ask for?") does not carry that fact's value, or carries one of another kind (reader6 class 4: a date asked,
    a time answered); 0 wanted."""
    table = _question_table(catalogue)
    return _flagged(rows, examples, "unanswered_question",
                    lambda r: _unanswered(r, table) if r["format"] == "email thread" else None)


#: An attribute that is part of a matter's news (this script's own reading): a key naming a decision, a status, an
#: outcome or an award, or a value holding a sum or a calendar date.
_NEWS_KEY = re.compile(r"decision|determination|outcome|status|resolution|standing|award|result|approv|denial|verdict")
_NEWS_VALUE = re.compile(r"\$\s?\d|\b(?:January|February|March|April|May|June|July|August|September|October|November|"
                         r"December) \d{1,2}, \d{4}\b|\b\d{1,2}/\d{1,2}/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b")


def _news_held_back(r: dict) -> str | None:
    """The first news value of an e-mail thread first told by an office message after the office's first one."""
    name = next((a["value"] for a in r["attributes"] if a["key"] == "full_name"), "")
    if not name:
        return None
    messages = _thread_messages(r)
    office = [i for i, (sender, _) in enumerate(messages) if sender and name not in sender]
    if len(office) < 2:
        return None
    bodies = ["\n".join(lines) for _, lines in messages]
    for a in r["attributes"]:
        value = a["value"]
        if len(value) < 4 or not (_NEWS_KEY.search(a["key"]) or _NEWS_VALUE.search(value)):
            continue
        first = next((i for i, body in enumerate(bodies) if value in body), None)
        if first is not None and first in office[1:]:
            return f"{r['id']} ({r['record_type']}): {a['key']}={value[:60]!r} first told in message {first + 1}"
    return None


def thread_news_held_back_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """E-mail threads where a value of the matter's news (an attribute whose key names a decision, status, outcome or
    award, or whose value holds a sum or a calendar date) is first told in an office message after the office's
    first message, as the answer to a scripted question (reader11 class 5: a determination's weekly amount told only
    as the answer to "How much will each payment be?"); the first office message carries the news; 0 wanted."""
    return _flagged(rows, examples, "thread_news_held_back",
                    lambda r: _news_held_back(r) if r["format"] == "email thread" else None)


def catalogue_name_in_thread_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """E-mail threads whose messages (not their subject lines, not lines quoted from the message before) name the
    matter by three or more words of the record type's catalogue name in a row ("about my employment visa petition
    cover letter", "my homeowners association violation"): people name the matter, not the paper; 0 wanted."""
    def problem(r: dict) -> str | None:
        if r["format"] != "email thread":
            return None
        words = r["record_type"].lower().split()
        runs = [" ".join(words[i:i + 3]) for i in range(len(words) - 2)]
        if not runs:
            return None
        for _, lines in _thread_messages(r):
            for line in lines:
                low = line.lower()
                if any(re.search(r"\b" + re.escape(run) + r"\b", low) for run in runs):
                    return f"{r['id']} ({r['record_type']}): {line.strip()[:100]!r}"
        return None
    return _flagged(rows, examples, "catalogue_name_in_thread", problem)


#: Record types whose office checks who the person is (the benchmark's own list, not the generator's): benefits,
#: licences and permits, passports and residence, vital records, banking, lending, insurance and retirement accounts,
#: court petitions and powers of attorney, tenancy, background screening, travel manifests, records requests.
_IDENTITY_KIND = re.compile(r"(?i)passport|visa\b|permanent resident|citizenship|licen[cs]e|permit application|\bSNAP\b|"
                            r"benefit|medicaid|medicare|birth certificate|death certificate|FAFSA|transcript request|"
                            r"enrollment packet|\bloan\b|mortgage|account (?:opening|closure)|401\(k\)|\bIRA\b|"
                            r"insurance application|unauthorized transaction|expungement|asylum|power of attorney|"
                            r"tax organizer|passenger manifest|screening consent|rental application|lease application|"
                            r"voter registration|identity verification")
#: Forms that decide on the person's situation, the only ones a "Describe your circumstances:" box fits.
_CIRCUMSTANCES_KIND = re.compile(r"(?i)assistance|\baid\b|benefit|\bSNAP\b|FAFSA|hardship|fee waiver|accommodation|"
                                 r"leave of absence|loan modification|progress appeal|relief|deferral|membership freeze")
_ID_PART = re.compile(r"(?m)\[x\] (?:Photo ID|Proof of (?:address|identity)|Passport photos)\b|"
                      r"\bas (?:it appears|it is shown|it is) on your (?:photo )?ID\b|the way it appears on official papers|"
                      r"^(?:Documents seen|ID checked|Proof seen|ID seen|ID verified|Identity checked|Documents "
                      r"checked): (?!none|not |to be|pending|awaited)|"
                      r"\b(?:Asked|Reminded) (?:Mr|Ms|Mrs|Mx|Dr)\.? [A-Z][\w'-]+ to (?:send|bring|post) (?:the missing "
                      r"papers|proof of address)|(?:waiting for|pending) the papers asked for")


def foreign_form_part_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records holding a part of another kind of document (reader7 class 3): identity papers ticked as attached, an
    instruction to write one's name as on one's ID, an office's "ID checked:" line or a caseworker chasing the
    missing papers, proof of address or "the papers asked for", on a record type whose office checks nobody's identity
    (:data:`_IDENTITY_KIND`); or a "Describe your circumstances:" box on a form that decides on no one's
    circumstances (:data:`_CIRCUMSTANCES_KIND`: a nomination, a registration, a transcript request); 0 wanted."""
    def problem(r: dict) -> str | None:
        rt = r["record_type"]
        if not _IDENTITY_KIND.search(rt) and (m := _ID_PART.search(r["text"])):
            return f"{r['id']} ({rt}, {r['format']}): identity part: {_around(r['text'], m)!r}"
        if not _CIRCUMSTANCES_KIND.search(rt) and (m := re.search(r"(?m)^Describe your circumstances:", r["text"])):
            return f"{r['id']} ({rt}, {r['format']}): {_around(r['text'], m)!r}"
        return None
    return _flagged(rows, examples, "foreign_form_part", problem)


#: Record types about a membership (a club's, a congregation's, a league's): only their forms may have a section headed
#: "Membership" (as synth/offline.py ``_MEMBERSHIP`` declares them).
_MEMBER_RECORD = re.compile(r"(?i)member|club|congregation|league|dues|gym|tithing|union|society|roster|registration|"
                            r"enrol")
#: A form about a child in a programme's care (an after-school emergency contact form): the child's particulars,
#: contacts, medical facts, pickup and consent, never a membership form's referrer, deadline, event or door code.
_CHILD_FORM = re.compile(r"(?i)emergency contact form|after-school")
_MEMBER_FORM_LABEL = re.compile(r"(?m)^(?:Referred by|Membership number|Member number|Event date|Deadline|Gate code|"
                                r"Reach member by):")


def undeclared_form_section_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Forms carrying a section or a field their record type does not declare (reader10 class 7): a section headed
    "Membership" on a form that is no member's, "Reach member by" for a non-member, a membership form's referrer,
    deadline, event date or door code on a child's emergency contact form, or such a form with nothing about the
    child (no date of birth, no allergies); 0 wanted."""
    def problem(r: dict) -> str | None:
        if r["format"] not in ("form", "application"):
            return None
        rt, text = r["record_type"], r["text"]
        if not _MEMBER_RECORD.search(rt):
            if m := re.search(r"(?m)^Section [A-Z]\. [^\n:]*\bMember[^\n:]*$|^(?:Membership|Member details|"
                              r"Member information)$|^Reach member by:", text):
                return f"{r['id']} ({rt}): member's section: {_around(text, m)!r}"
        if _CHILD_FORM.search(rt):
            if m := _MEMBER_FORM_LABEL.search(text):
                return f"{r['id']} ({rt}): membership field: {_around(text, m)!r}"
            if not re.search(r"(?m)^(?:Child's (?:date of birth|birthdate)|Allergies):", text):
                return f"{r['id']} ({rt}): nothing about the child"
        return None
    return _flagged(rows, examples, "undeclared_form_section", problem)


def _amounts(text: str) -> list[float]:
    return [float(a.replace(",", "")) for a in re.findall(r"-?\$([\d,]+\.\d\d)", text)]


def _boxed(text: str, label: str) -> float | None:
    """The amount a statement's summary box or table gives ``label`` ("  Largest single gift .. $403.19")."""
    m = re.search(rf"(?m)^\s*\|?\s*{label}\b[ .|]*-?\$([\d,]+(?:\.\d\d)?)", text)
    return float(m.group(1).replace(",", "")) if m else None


_GIVING_RECORD = re.compile(r"contribution statement|giving statement")
_EVERY = {"each month": (1,), "each week": (4, 5), "twice a month": (2,), "every other week": (2, 3),
          "each quarter": (1,)}


def statement_summary_mismatch_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Giving statements whose summary figures disagree with their rows (reader10 class 9): a total that is not the
    rows' sum, a largest single gift above every row, a regular gift no row shows at its amount (most of a standing
    plan's months read the regular gift, or four or five of a weekly one's), an issue date more than two months after
    the tax year it covers, or no "no goods or services" acknowledgement; 0 wanted."""
    def problem(r: dict) -> str | None:
        rt, text = r["record_type"], r["text"]
        if not _GIVING_RECORD.search(rt) or r["format"] != "statement with table":
            return None
        rows_ = [float(a.replace(",", "")) for a in
                 re.findall(r"(?m)^\| [^|]*\d[^|]*\| Gifts? [^|]*\| \$([\d,]+\.\d\d)\s*\|$", text)]
        rows_ += [float(a.replace(",", "")) for a in
                  re.findall(r"(?m)^\| [^|]*\d[^|]*\| (?:Offering|Online gift) *\| \$([\d,]+\.\d\d)\s*\|$", text)]
        total = _boxed(text, "Total contributions")
        if rows_ and total is not None and abs(sum(rows_) - total) > 0.01:
            return f"{r['id']} ({rt}): rows add up to {sum(rows_):.2f}, total {total:.2f}"
        largest = _boxed(text, "Largest single gift")
        if rows_ and largest is not None and largest > max(rows_) + 0.01:
            return f"{r['id']} ({rt}): largest single gift {largest:.2f} above every row ({max(rows_):.2f})"
        if rows_ and (m := re.search(r"Regular gift[ .|]*\$([\d,]+) (each month|each week|twice a month|every other "
                                      r"week|each quarter)", text)) and "Gifts received in" in text:
            each = float(m.group(1).replace(",", ""))
            regular = sum(any(abs(a - each * k) < 0.01 for k in _EVERY[m.group(2)]) for a in rows_)
            if regular < len(rows_) / 2:
                return f"{r['id']} ({rt}): regular gift {m.group(0)!r}, but {regular} of {len(rows_)} rows show it"
        years = [int(y) for y in re.findall(r"(?m)^\| Period\s*\|[^|]*?((?:19|20)\d\d)\s*\|", text)]
        issued = re.search(r"(?m)^(?:Issued|Statement date|Date|Period ending): (.+)$", text)
        if years and issued:
            try:
                day = dateparser.parse(issued.group(1)).date()
            except (ValueError, OverflowError):
                day = None
            if day is not None and (day - dt.date(years[-1], 12, 31)).days > 62:
                return f"{r['id']} ({rt}): issued {issued.group(1)} for the tax year {years[-1]}"
        if not re.search(r"(?i)no goods or services", text):
            return f"{r['id']} ({rt}): no 'no goods or services' acknowledgement"
        return None
    return _flagged(rows, examples, "statement_summary_mismatch", problem)


_BANK_ROW = re.compile(r"(?m)^\| [^|]*\d[^|]*\| ([^|]*?) *\| (-?)\$([\d,]+\.\d\d) *\|$")


def bank_balance_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Checking and savings statements whose own running balance contradicts them (reader11 class 11): an overdraft
    fee charged while the balance, recomputed from the beginning balance and the rows above it, stands at or above
    zero, or an average balance above every balance of the period or below every one; 0 wanted."""
    def problem(r: dict) -> str | None:
        rt, text = r["record_type"], r["text"]
        if not re.search(r"checking account|savings account", rt):
            return None
        opening = _boxed(text, "Beginning balance")
        if opening is None:
            return None
        bal, seen = opening, [opening]
        for what, minus, amount in _BANK_ROW.findall(text):
            if what.strip() == "Overdraft fee" and bal >= 0:
                return f"{r['id']} ({rt}): overdraft fee charged at a balance of {bal:,.2f}"
            bal += (-1 if minus else 1) * float(amount.replace(",", ""))
            seen.append(bal)
        m = re.search(r"(?i)average (?:monthly )?balance\b[^$\n]{0,40}\$([\d,]+\.\d\d)|held an average of "
                      r"\$([\d,]+\.\d\d)|keeps about \$([\d,]+\.\d\d) in the account|account (?:holds|held) "
                      r"\$([\d,]+\.\d\d)", text)
        if m and len(seen) > 1:
            avg = float(next(g for g in m.groups() if g).replace(",", ""))
            if not min(seen) - 0.01 <= avg <= max(seen) + 0.01:
                return f"{r['id']} ({rt}): average balance {avg:,.2f} outside its balances {min(seen):,.2f}-" \
                       f"{max(seen):,.2f}"
        return None
    return _flagged(rows, examples, "bank_balance", problem)


#: Labels of what an office fills in on a form (its staff, the day it received it, the numbers it gives the matter,
#: the dates it sets), by their usual wordings: never among the person's own sections (reader11 class 7).
_OFFICE_LABEL = re.compile(r"(?m)^(?:Date received|Received(?: by| on)?|Representative|Reviewed by|Processed by|"
                           r"Checked by|Logged by|Taken in by|Entered by|Staff(?: member)?|Case ?worker|Case handler|"
                           r"Coordinator|Clergy|Agent|Technician|Office contact|Aid counselor|Admissions counselor|"
                           r"Financial advisor|Engagement lead|HR partner|Producer|Time logged|First contact|"
                           r"Intake date|Fraud case|Claim number|Application ID|Matter number|HR case number|Ticket|"
                           r"Entry number|Payment confirmation|Deadline|Response deadline|Response due|Dispute by|"
                           r"Meeting date|File opened|Case number|Decision):")
#: Where a form's own sections end: the person's statement, the papers sent with it, the declaration.
_SECTIONS_END = re.compile(r"(?m)^(?:In your own words|Explanation|Additional information|Statement|Describe your "
                           r"circumstances|Applicant's statement|Details of your request|Documents attached|Attached|"
                           r"Enclosed with this form|Declaration|Applicant's declaration)\b")


def office_field_section_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Forms and applications with an office's entry (:data:`_OFFICE_LABEL`) in the person's own sections, from
    the head of the form to its statement or declaration (reader11 class 7); 0 wanted."""
    def problem(r: dict) -> str | None:
        if r["format"] not in ("form", "application"):
            return None
        text = r["text"]
        end = _SECTIONS_END.search(text)
        own = text[: end.start() if end else len(text)]
        if (m := _OFFICE_LABEL.search(own)) is not None:
            line = own[m.start():].split("\n", 1)[0]
            return f"{r['id']} ({r['record_type']}): {line!r} among the person's own sections"
        return None
    return _flagged(rows, examples, "office_field_section", problem)


#: Record types whose office pays, refunds or credits the person (or withholds for a third party), by their names.
_PAYS_PERSON = re.compile(r"(?i)\bunemployment\b|\bbenefits?\b|scholarship|\brefund|payout|royalt|\baward\b|"
                          r"settlement|reimburs|stipend|pension|garnishment|pay stub|\bpayroll\b")
#: A line telling the reader that a balance or an amount owed is to be paid.
_PAY_BALANCE = re.compile(r"(?i)\b(?:any balance|the balance|money owed|the amount due|anything owed|any amount "
                          r"owed|any payment)\b[^.\n]{0,30}\b(?:is payable|can be paid|is to be paid|may be paid|"
                          r"should be paid|must be paid|is due)\b")


def paid_person_billed_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records whose office pays the person (:data:`_PAYS_PERSON`) telling them a balance is to be paid (reader11
    class 8: "Any balance should be paid online within 21 days" to an unemployment claimant); 0 wanted."""
    def problem(r: dict) -> str | None:
        if not _PAYS_PERSON.search(r["record_type"]) or (m := _PAY_BALANCE.search(r["text"])) is None:
            return None
        return f"{r['id']} ({r['record_type']}): {m.group(0)!r}"
    return _flagged(rows, examples, "paid_person_billed", problem)


_WEEKS = {"weekly": 1.0, "biweekly": 2.0, "semimonthly": 52 / 24, "monthly": 52 / 12}


def pay_inconsistent_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records whose pay figures contradict each other (reader11 class 11: a garnishment order's 91 hours a week,
    its withheld tax larger than its net pay): hours outside 30-50 a week for the pay frequency the record gives, a
    net above the gross of its hours and rate, federal and state tax at or above that gross or above the net, a
    garnishment above 25 % of disposable earnings, a garnishment notice whose deduction is not the garnishment;
    0 wanted."""
    def problem(r: dict) -> str | None:
        v = {a["key"]: a["value"] for a in r["attributes"]}
        net, rate = _money(v.get("net_pay", "")), _money(v.get("hourly_wage", ""))
        hours = re.match(r"^(\d+(?:\.\d+)?) hours$", v.get("hours_worked", ""))
        freq = next((f for f in _WEEKS if re.search(rf"\b{f}\b", f"{v.get('net_pay', '')} {r['record_type']}")),
                    None)
        said = f"{r['id']} ({r['record_type']}):"
        gross = None
        if hours:
            h = float(hours.group(1))
            if freq and not 30 <= h / _WEEKS[freq] <= 50:
                return f"{said} {h:g} hours in a {freq} pay period"
            gross = h * rate if rate else None
        if gross and net and net > gross:
            return f"{said} net {net:,.2f} above the gross {gross:,.2f} of its hours"
        tax = [x for x in (_money(v.get("federal_withholding", "")), _money(v.get("state_withholding", ""))) if x]
        if tax and ((gross and sum(tax) >= gross) or (net and max(tax) > net)):
            return f"{said} tax withheld {sum(tax):,.2f} against net {net} and gross {gross}"
        deduction = v.get("payroll_deduction", "")
        if "garnishment_rate" in v and deduction and "garnish" not in deduction:
            return f"{said} a garnishment notice deducting {deduction!r}"
        if "garnish" in deduction and gross and (cut := _money(deduction)) is not None \
                and cut > 0.25 * (gross - sum(tax) - 0.0765 * gross) + 0.01:
            return f"{said} garnishment {cut:,.2f} above 25% of disposable earnings"
        return None
    return _flagged(rows, examples, "pay_inconsistent", problem)


@lru_cache(maxsize=1)
def _cpt_tables() -> tuple[dict, dict]:
    from privasis_hub.synth.catalog.medical import _CPT_FIT, _PROCEDURE_CPT
    return _PROCEDURE_CPT, _CPT_FIT


def eob_mismatch_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Explanations of benefits whose numbers cannot be right (reader10 class 9): a CPT code that is not the told
    operation's, total charges outside the code's price range, charges less payments and adjustments that are not
    what the member owes, or a copay, deductible and coinsurance that do not add up to it; 0 wanted."""
    procedures, fits = _cpt_tables()

    def problem(r: dict) -> str | None:
        rt, text = r["record_type"], r["text"]
        if "explanation of benefits" not in rt:
            return None
        code = m.group(1) if (m := re.search(r"CPT (\d{5})", text)) else None
        told = next((p for p in procedures if p in text), None)
        if code and told and procedures[told][0] != code:
            return f"{r['id']} ({rt}): {told} billed under CPT {code}"
        billed, paid, owed = (_boxed(text, "Total charges"), _boxed(text, "Payments and adjustments"),
                              _boxed(text, "You owe"))
        if code in fits and billed is not None and not fits[code][1][0] <= billed <= fits[code][1][1]:
            return f"{r['id']} ({rt}): CPT {code} billed {billed:.2f}, outside {fits[code][1]}"
        if None not in (billed, paid, owed) and abs(billed - paid - owed) > 0.01:
            return f"{r['id']} ({rt}): {billed:.2f} - {paid:.2f} != {owed:.2f}"
        parts = [x for x in (_boxed(text, "Copay"), _boxed(text, "Applied to deductible"), _boxed(text, "Coinsurance"))
                 if x is not None]
        if owed is not None and len(parts) >= 2 and abs(sum(parts) - owed) > 0.01:
            return f"{r['id']} ({rt}): the member's share {parts} does not add up to {owed:.2f}"
        if owed is not None and (copay := _boxed(text, "Copay")) is not None and copay > owed + 0.01:
            return f"{r['id']} ({rt}): copay {copay:.2f} above what the member owes ({owed:.2f})"
        if owed is not None and (oop := _boxed(text, "Out-of-pocket met")) is not None and oop < owed:
            return f"{r['id']} ({rt}): out-of-pocket met {oop:.2f} below this claim's share ({owed:.2f})"
        return None
    return _flagged(rows, examples, "eob_mismatch", problem)


#: A label naming someone else's obligation, as a field of a person's own statement ("| Still owes | Karen Wright |").
_OTHERS_FIELD = re.compile(r"(?m)^(?:\|\s*|\s*)(?:Still owes|Owes|Yet to pay|Unpaid by|Owing)\s*(?:\||:|\.{2,})\s*"
                           r"[A-Z][a-z]+ [A-Z][a-z'-]+")


def other_person_field_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """A person's own statement with another person's data as one of its fields (reader10 class 12: "| Still owes |
    Karen Wright |" on a member's dues statement), or a dues statement with the member's date of birth; 0 wanted."""
    def problem(r: dict) -> str | None:
        rt, text = r["record_type"], r["text"]
        if r["format"] not in ("statement with table", "invoice", "form", "report"):
            return None
        if m := _OTHERS_FIELD.search(text):
            return f"{r['id']} ({rt}): {_around(text, m)!r}"
        if re.search(r"dues (?:tracker|invoice|statement)", rt) and (m := re.search(r"(?m)^Date of birth:", text)):
            return f"{r['id']} ({rt}): {_around(text, m)!r}"
        return None
    return _flagged(rows, examples, "other_person_field", problem)


def clinical_memo_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Medical records laid out as an office memo, "MEMORANDUM / TO: Oncology team / FROM: ..., DO" (reader7 class
    10: a clinical note or discharge summary has its own layout); 0 wanted."""
    def problem(r: dict) -> str | None:
        if r["category"] != "medical":
            return None
        if m := re.search(r"(?m)^(?:MEMORANDUM|MEMO)$|^TO: .+ team$", r["text"]):
            return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(r['text'], m)!r}"
        return None
    return _flagged(rows, examples, "clinical_memo", problem)


#: The headings of a clinical note's history, assessment and plan (where a clinician writes no billing code, no
#: emergency contact and no job: the job is the social history's).
_CLINICAL_HEADINGS = re.compile(r"(?m)^(Social history|Subjective|History|History of present illness|Reason for visit|Case summary|"
                                r"Clinical information|Indication|Assessment|Impression|Plan|Plan and follow-up|"
                                r"Recommendations?|Examination|Objective|Findings|Examination and results)$")
_MISPLACED_CLINICAL = (
    ("billing code", re.compile(r"\b(?:[Ff]or (?:the claim|billing|coding purposes)|(?:billed|submitted|reported) under|"
                                r"claim for this visit|carries code|filed under code|the primary problem is recorded "
                                r"under)\b")),
    ("emergency contact", re.compile(r"(?i)\bemergency contact\b|\bin an emergency\b|\bif there is an emergency\b|"
                                     r"\bif something happens\b")),
    ("occupation", re.compile(r"\b(?:works as|is employed (?:by|as)|has (?:worked|been working) as|[Aa]s for work|"
                              r"for a living|by trade|[Ff]or work, )")),
)


def misplaced_clinical_fact_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Medical records whose note tells, in a sentence of its history, examination, assessment or plan, a fact a
    clinician keeps in the header or the billing block: a billing code ("For the claim, the assigned code is ICD-10
    L03.115" in the Assessment), the emergency contact ("In an emergency, staff should call his mother ..." in the
    Plan) or the patient's job ("At Vega-Salinas, Ms. Martinez works as ..." in the HPI; reader7 class 10); 0 wanted."""
    def problem(r: dict) -> str | None:
        if r["category"] != "medical":
            return None
        parts = _CLINICAL_HEADINGS.split(r["text"])
        for heading, body in zip(parts[1::2], parts[2::2], strict=True):
            for line in body.split("\n"):
                if not line or re.match(r"^[A-Z][\w ,'()/-]{0,40}: ", line):  # a labelled line, not a sentence
                    continue
                for what, pattern in _MISPLACED_CLINICAL:
                    if (m := pattern.search(line)) and not (what == "occupation" and heading == "Social history"):
                        return f"{r['id']} ({r['record_type']}, {r['format']}): {what} under {heading}: " \
                               f"{line[max(0, m.start() - 60): m.end() + 40]!r}"
        return None
    return _flagged(rows, examples, "misplaced_clinical_fact", problem)


def _messages_dated(r: dict) -> list[tuple[str, str, str, list[str]]]:
    """An e-mail thread's messages as (sender line, date, subject, body lines not quoted from the message before)."""
    out = []
    for message in r["text"].split("\n-----\n"):
        head, _, body = message.partition("\n\n")
        lines = head.split("\n")
        field = {k: line.split(": ", 1)[1] for line in lines for k in ("From", "Date", "Subject")
                 if line.startswith(k + ": ")}
        out.append((field.get("From", ""), field.get("Date", ""), field.get("Subject", ""),
                    [line for line in body.split("\n") if not line.startswith(">")]))
    return out


def _day(text: str) -> dt.date | None:
    """The first day of ``text`` ("Month D, YYYY", "MM/DD/YYYY", "YYYY-MM-DD")."""
    m = _ANY_DAY.search(text)
    if m is None:
        return None
    for form in ("%B %d, %Y", "%m/%d/%Y", "%Y-%m-%d"):
        try:
            return dt.datetime.strptime(m.group(0), form).date()
        except ValueError:
            continue
    return None


_LONG_DAY = re.compile(r"\b(?:January|February|March|April|May|June|July|August|September|October|November|December)"
                       r" \d{1,2}, \d{4}\b")
_DAY_FORMS = _LONG_DAY.pattern[2:-2] + r"|\d{2}/\d{2}/\d{4}|\d{4}-\d{2}-\d{2}"
_ANY_DAY = re.compile(r"\b(?:" + _DAY_FORMS + r")\b")
#: The lines an office's e-mail is signed with, after its sign-off.
_SIGN_OFF = re.compile(r"^(?:Kind regards|Best regards|Regards|Best wishes|Sincerely|Yours sincerely|Many thanks),$")


def repeated_signature_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """E-mail threads in which one sender's signature block of three or more lines (name, office, address, phone,
    hours) is printed under more than one message: a writer's later replies are signed with the name (reader7 class
    8: "Open weekdays from 8 to 4:30" three times); 0 wanted."""
    def problem(r: dict) -> str | None:
        if r["format"] != "email thread":
            return None
        seen: set[tuple[str, ...]] = set()
        for sender, _, _, lines in _messages_dated(r):
            at = max((i for i, line in enumerate(lines) if _SIGN_OFF.match(line.strip())), default=None)
            if at is None:
                continue
            block = []
            for line in lines[at + 1:]:
                if not line.strip():
                    break
                block.append(line.strip())
            if len(block) >= 3:
                key = (sender, *block)
                if key in seen:
                    return f"{r['id']} ({r['record_type']}): {' / '.join(block)[:100]!r}"
                seen.add(key)
        return None
    return _flagged(rows, examples, "repeated_signature", problem)


#: Canned reassurance after a one-line answer (reader7 class 11).
_REASSURANCE = re.compile(r"\b(?:The file confirms it|I checked it twice|I double-checked this|I double-checked it"
                          r"|Happy to help further|The record confirms it)\.")


def reassurance_tail_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records with a canned reassurance after an answer ("Publication is planned for November 18, 2024. The file
    confirms it.", "I checked it twice.", "Happy to help further.": reader7 class 11); 0 wanted."""
    def problem(r: dict) -> str | None:
        m = _REASSURANCE.search(r["text"])
        return f"{r['id']} ({r['record_type']}): {m.group(0)!r}" if m else None
    return _flagged(rows, examples, "reassurance_tail", problem)


_THANKS_WHEN = re.compile(r"\b(?:Thanks|Thank you)\b[^.:?!\n]*? (this morning|today|yesterday)\b")


def thread_time_slip_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """E-mail threads (reader7 class 12) with a thanks for a message "this morning" or "today" that came on another
    day, or "yesterday" for one not of the day before; or a question whose answer, the next message's first line,
    tells a day the subject line already gives ("When is the piece due to come out?" under "Re: ... scheduled
    publication on November 18, 2024"); 0 wanted."""
    def problem(r: dict) -> str | None:
        if r["format"] != "email thread":
            return None
        messages = _messages_dated(r)
        for (_, before, _, _), (_, date, _, lines) in zip(messages, messages[1:], strict=False):
            then, now = _day(before), _day(date)
            if then is None or now is None:
                continue
            for line in lines:
                for m in _THANKS_WHEN.finditer(line):
                    gap = (now - then).days
                    if (gap != 0 if m.group(1) != "yesterday" else gap != 1):
                        return f"{r['id']} ({r['record_type']}): {m.group(0)!r} ({before} -> {date})"
        for (_, _, subject, asked), (_, _, _, lines) in zip(messages, messages[1:], strict=False):
            said = [line for line in asked if line.strip().endswith("?")]
            first = next((line for line in lines[1:] if line.strip()), "")
            days = set(_LONG_DAY.findall(subject))
            if said and days and any(d in first for d in days):
                return f"{r['id']} ({r['record_type']}): asked {said[-1].strip()[:60]!r} under {subject[:60]!r}"
        return None
    return _flagged(rows, examples, "thread_time_slip", problem)


#: A case note's head telling of post or papers come in, and the words of an entry about something sent in.
_MAIL_NOTE = re.compile(r"^(?:Letter received|Post received|Mail in|(?:Reviewed|Went through|Read) the (?:papers|"
                        r"documents|forms) .{0,40}? (?:sent in|dropped off|mailed)):")
_SENT_WORDS = re.compile(r"(?i)\b(?:sent|send|received|mailed|posted|letters?|forms?|papers|documents?|cop(?:y|ies)|"
                         r"submitted|filed|filing|application|enclosed|paperwork|statement|proof|receipt|arrived|came in|submission|reached us)\b")
_ENTRY_HEAD = re.compile(r"^(?:Entry \d+ \(|Note, )?(" + _DAY_FORMS + r")\b[^\n]*:$", re.M)
_OPENED_LINE = re.compile(r"(?:^(?:File opened|Opened|Date opened): |(?:was|were) (?:logged|opened) on |"
                          r"raised the ticket on |first asked for help on )(" + _DAY_FORMS + ")", re.M)
_OPENED_ON = re.compile(r"\b[Oo]n (" + _DAY_FORMS + r")(?: at [^,.\n]+)?, [^.\n]{0,40}?\b(?:raised|logged|opened|reported) "
                        r"(?:the|a|an|this) (?:issue|ticket|case|request)")


def log_heading_mismatch_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Case notes and logs (reader7 class 12) with an entry headed as post come in ("Mail in:", "Post received:")
    whose words are of nothing sent ("Mail in: housing costs Mr. Long $1,505.08 a month."), or a file opened, a
    ticket logged, after its first entry; 0 wanted."""
    def problem(r: dict) -> str | None:
        if r["format"] != "case notes":
            return None
        for para in r["text"].split("\n"):
            if (m := _MAIL_NOTE.match(para)) and not _SENT_WORDS.search(para[m.end():]):
                return f"{r['id']} ({r['record_type']}): {para[:90]!r}"
        first = _ENTRY_HEAD.search(r["text"])
        start = _day(first.group(1)) if first else None
        if start is not None:
            for m in [*_OPENED_LINE.finditer(r["text"]), *_OPENED_ON.finditer(r["text"])]:
                if (opened := _day(m.group(1))) is not None and opened > start:
                    return f"{r['id']} ({r['record_type']}): opened {m.group(1)} after the first entry {first.group(1)}"
        return None
    return _flagged(rows, examples, "log_heading_mismatch", problem)


#: Fields naming a member of the issuing office's staff (the signer, a handler, a contact, a coordinator ...).
_STAFF_FIELD = re.compile(r"^(?:signer_name|case_handler|attorney_name|coordinator_name|paralegal_name|rec_staff_contact"
                          r"|education_office_contact|service_representative|caseworker_name|editor_name|producer_name"
                          r"|host_name|engagement_partner|hr_business_partner|loan_officer|insurance_agent|recruiter_name"
                          r"|admissions_counselor|financial_advisor|it_technician|property_manager|aid_counselor"
                          r"|sped_case_manager|timesheet_approver|claims_adjuster|attendance_officer"
                          r"|hr_manager_name|investigator|salesperson|faculty_advisor|child_counselor|clergy_name)$")


#: Fields holding an address of the issuing office's staff (the signer's, the one named colleague's).
_STAFF_EMAIL_FIELD = re.compile(r"^(?:signer_email|colleague_email)$")


def many_staff_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records naming >= 3 distinct members of the issuing office's staff (a report signed by Michelle Smith that
    also names an editor, a producer, a host and who takes follow-up questions), or giving two staff members'
    e-mail addresses (reader9 class 3: "Billy Clarke handles your aid file", signed Diana Henson, "E-mail for this
    file: d.henson@"); 0 wanted: the signer and at most one named colleague, and one address to write to."""
    def problem(r: dict) -> str | None:
        names: dict[str, str] = {}
        mails: dict[str, str] = {}
        for a in r["attributes"]:
            if _STAFF_FIELD.match(a["key"]) and a["spans"]:
                names.setdefault(a["value"].split(",")[0], a["key"])
            if _STAFF_EMAIL_FIELD.match(a["key"]) and a["spans"]:
                mails.setdefault(a["value"].lower(), a["key"])
        if len(mails) >= 2:
            return f"{r['id']} ({r['record_type']}): two staff addresses {sorted(mails)}"
        return f"{r['id']} ({r['record_type']}): {sorted(names.values())}" if len(names) >= 3 else None
    return _flagged(rows, examples, "many_staff", problem)


@lru_cache(maxsize=4)
def _stock_steps(catalogue: Path) -> re.Pattern | None:
    """A letter's stock next-step lines (skeletons.yaml ``next_steps`` parts that hold no fact of the case), as one
    pattern of a whole sentence (``[a|b]`` an alternation, ``{doc}`` any word)."""
    import yaml

    path = catalogue / "skeletons.yaml"
    if not path.exists():
        return None
    parts: list[str] = []

    def walk(node, inside: bool = False) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, inside or k == "next_steps")
        elif isinstance(node, list) and inside:
            parts.extend(p for p in node if isinstance(p, str) and not re.search(r"\{(?!doc\})", p))

    walk(yaml.safe_load(path.read_text(encoding="utf-8")))

    def pattern(part: str) -> str:
        out, i = "", 0
        for m in re.finditer(r"\[([^\]]*)\]|\{doc\}", part):
            out += re.escape(part[i:m.start()])
            out += r"\w+(?: \w+)?" if m.group(0) == "{doc}" else "(?:" + "|".join(map(re.escape, m.group(1).split("|"))) + ")"
            i = m.end()
        return out + re.escape(part[i:])

    return re.compile("(?i)(?:" + "|".join(pattern(p) for p in parts) + r")(?:, and [^.]+)?\.") if parts else None


#: Stock lines a reader notices at once (reader9 classes 4, 5, 12, 13; reader8 classes 4, 6): the file read back
#: ("For completeness, our file records that", "The same file notes that", "Our records show that you have vertigo",
#: "Treat this letter as notice about"), a contact wish told back ("He would rather be reached by", "As you wished,
#: staff will contact you by", "Following his request, reminders go by"), office hours "by appointment after 3",
#: a chronology's label glitch ("- 01/15/2025: of incident"). The person's own wish in their own words ("I would
#: rather be reached by mobile phone", a chat line of theirs) is no stock line (s19z).
_STOCK_LINE = re.compile(
    r"\b(?:For completeness|To complete the picture|For the record), (?:the|our) file\b|\bThe same file (?:notes|records)\b"
    r"|\bThe file (?:on this|we hold|we keep) (?:also )?notes\b|\bWe (?:also )?have it on file that\b"
    r"|\bOur records (?:also )?show that\b|\b(?:Our file|The file|Our record) (?:also )?shows that\b"
    r"|\bTreat this letter as\b|\bWe have now looked at the file on\b"
    r"|(?<!\bI )\bwould rather be reached by\b|\bAs you wished\b|\bstaff will contact you by\b"
    r"|\b(?:Following|Per|At) (?:his|her|their|[A-Z][a-z]+'s) request, (?:follow-ups|updates|messages|notices|reminders)\b"
    r"|\bby appointment after \d|^- [^:\n]+: (?:of|for|on) \w+$", re.M)
#: A case note's stock closer (reader8 class 6: "Corrected the record", "Reminder added to the calendar", "... and
#: thanked us", "Nothing further needed").
_NOTE_CLOSER = re.compile(r"\bCorrected the (?:record|case record|file notes)\b|\bReminder added to the calendar\b"
                          r"|\band thanked us\b|\bNothing (?:further|more) (?:needed|required)\b")
#: A form asking for the date of birth to check progress by, on a paper that asks for none (reader9 class 13).
_DOB_ASKED = re.compile(r"\bname and date of birth\b")
_DOB_HELD = re.compile(r"(?i)date of birth:|\bD\.?O\.?B\b|\bborn\b|\bbirth date\b")


def stock_tail_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> int:
    """Records where two stock next-step lines that say nothing of the matter follow each other ("An incomplete set
    of papers will hold things up. If you change address, update us straight away."), or with a stock line of
    :data:`_STOCK_LINE`, a case note's stock closer (:data:`_NOTE_CLOSER`), or "your name and date of birth" asked
    on a paper that holds no date of birth; 0 wanted."""
    stock = _stock_steps(catalogue)
    run = re.compile(r"(?:^|(?<=[.:] ))(" + stock.pattern[4:] + r") (" + stock.pattern[4:] + ")", re.I | re.M) \
        if stock is not None else None

    def problem(r: dict) -> str | None:
        text = r["text"]
        m = (run.search(text) if run is not None else None) or _STOCK_LINE.search(text) or (
            _NOTE_CLOSER.search(text) if r["format"] == "case notes" else None)
        if m is None and (d := _DOB_ASKED.search(text)) and not _DOB_HELD.search(text.replace(d.group(0), "")):
            m = d
        return f"{r['id']} ({r['record_type']}): {_around(text, m, 60)!r}" if m else None
    return _flagged(rows, examples, "stock_tail", problem)


#: A letter telling its reader the channels it will NOT use, or keeping their number only to say it will not ring it
#: (reader10, class 3: "We will not write to c.brown@example.net. The number we hold, 845-555-0165, stays with us,
#: but nobody here will phone you unless you ask us to."); 0 wanted.
_NEGATIVE_CONTACT = re.compile(r"We will not (?:write to|send updates to|e-mail|call)|Updates will not go to|stays with us|"
                               r"is (?:saved with us|noted), (?:though|but)|calls are off|nobody here will phone|"
                               r"no one will ring you|will not ring you|we will keep to writing")
#: A stock deadline line that says nothing of what the date is for (reader10, class 6: "Mark March 5, 2025 in your
#: diary, as the office works to that date"); 0 wanted.
_DIARY_DEADLINE = re.compile(r"in your diary|on your calendar|works to that date|nothing can be done for you after it|"
                             r"the date that counts")
#: An office telling the person's own facts as a hedge or a note (reader11 class 4: "It is our understanding that your
#: repayment is spread over 30 years.", "We note that you usually play at Court B"): a real letter tells such a fact
#: as the premise or consequence of what it does. Share of records; <= 1 % wanted.
HEDGE = re.compile(r"\b(We understand that|It is our understanding|We note that|Our understanding is)\b")


#: Grafted contact-handling boilerplate (reader10 class 3, its own scan's pattern: "Anything further from us will come
#: by e-mail to the personal address rather than the work address", "E-mail for this file:", "answered within a
#: working day"); 0 wanted.
_CONTACT_BOILERPLATE = re.compile(r"rather than the work address|answered within a working day|answered the same day "
                                  r"where possible|Anything (?:more|further) from (?:this office|us) will come|stays "
                                  r"with us, but|We will not send updates to|E-mail for this file|The inbox for this "
                                  r"file|inbox at [\w.+-]+@|The e-mail address for your file", re.I)
#: An office narrating the person's "file" or "papers" as the holder of their details or of its inbox ("Your papers
#: show that", "the e-mail address for your file", "To be sure this is your file": reader10 classes 2 and 3); 0 wanted.
_FILE_NARRATION = re.compile(r"\b(?:e-mail|inbox|address|e-mails?) (?:for|on|about) (?:this|your) file\b|\bthis file's "
                             r"inbox\b|\b(?:e-mail|reach) the file\b|\bfor anything about this file\b|\bYour papers "
                             r"(?:also )?show\b|\bfrom your papers\b|\bthis is your file\b|\bthe file is yours\b", re.I)
#: An office asking its reader to check the particulars it holds, or taking silence as agreement ("For you to check,
#: we hold your address as ...", "Unless you reply within 5 days, we will take the details above as accepted"): only
#: in the record types whose purpose is confirming details (skeletons.yaml ``confirmations``; reader10 class 2).
_CHECK_ASKED = re.compile(r"\bFor you to check\b|\b(?:check|make sure) that we have\b|(?m:^)We have (?:your|\S+ as your)"
                          r"\b[^\n]*\b(?:tell us|let us know)\b|\bOur records show (?:your|\S+ as your)\b|\bwe will "
                          r"(?:treat|take|regard) (?:these details|the details above|this|what we hold) as (?:correct|"
                          r"agreed|accepted|final)\b|\bconfirm what we hold\b|\bbefore we act on it\b|\b(?:check|look over|"
                          r"read through) (?:the details below|what follows|the points below|this summary) and (?:tell "
                          r"us|let us know|write back)\b|\bthe (?:details|particulars|facts) (?:below|that follow) (?:about|"
                          r"for) (?:your|it)\b", re.I)
#: The contact-handling lines of an office's letter (how it will reach the reader, which of their addresses, the
#: office's hours by appointment): none in a ticket, a note, a report or a log, none twice in one record.
_CONTACT_HANDLING = re.compile(r"\bbe in touch by\b|\bwill come by (?:e-mail|text|letter|post|phone|mobile|message)|"
                               r"\b(?:the|our) best address for this\b|\bif your (?:phone number|number|e-mail address)"
                               r"\b[^.\n]{0,60}\bchanges\b|\b(?:copy|duplicate) (?:has also gone|was also sent|is also "
                               r"going) to\b|\bget a copy of this letter\b", re.I)
#: Documents that have no contact-handling lines: a ticket, an office's notes, report, memo or minutes, a log.
_NO_CONTACT_DOC = re.compile(r"\bticket$|\bnotes?\b|\blog\b|\bjournal\b|\bdiary\b")
#: An opening-hours line offering visits by appointment (none at an employer's own desk: IT support, HR).
_BY_APPOINTMENT_HOURS = re.compile(r"(?m)^[^\n]*\b\d[^\n]*\b(?:evenings|Sat) by appointment\b")


@lru_cache(maxsize=4)
def _confirmation_kinds(catalogue: Path) -> re.Pattern:
    """The record types whose purpose is confirming the person's details (skeletons.yaml ``confirmations.kinds``,
    read as plain YAML); a pattern that finds nothing when the catalogue has none."""
    import yaml

    path = catalogue / "skeletons.yaml"
    kinds = ""
    if path.exists():
        kinds = ((yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("confirmations") or {}).get("kinds") or ""
    return re.compile(kinds or r"(?!)", re.I)


def records_voice_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> dict[str, int]:
    """s19y-voice (reader10 classes 2 and 3; 0 wanted each): ``contact_boilerplate_records`` (reader10's own pattern,
    :data:`_CONTACT_BOILERPLATE`), ``file_narration_records`` (:data:`_FILE_NARRATION`),
    ``misplaced_confirmation_records`` (a request to check the particulars held, or silence taken as agreement, in
    a record type whose purpose is not confirming details: :data:`_CHECK_ASKED`) and ``misplaced_contact_records``
    (a contact-handling line in a ticket, notes, a report, a memo, minutes or a log, two of them in one record, or an
    employer's own desk open "by appointment": :data:`_CONTACT_HANDLING`)."""
    out = dict.fromkeys(("contact_boilerplate_records", "file_narration_records", "misplaced_confirmation_records",
                         "misplaced_contact_records"), 0)
    confirms = _confirmation_kinds(catalogue)

    def hit(key: str, r: dict, text: str, m: re.Match) -> None:
        out[key + "_records"] += 1
        examples[key].append(f"{r['id']} ({r['record_type']}, {r['format']}): {_around(text, m)!r}")

    for r in rows:
        text = r["text"]
        if m := _CONTACT_BOILERPLATE.search(text):
            hit("contact_boilerplate", r, text, m)
        if m := _FILE_NARRATION.search(text):
            hit("file_narration", r, text, m)
        if not confirms.search(r["record_type"]) and (m := _CHECK_ASKED.search(text)):
            hit("misplaced_confirmation", r, text, m)
        # (a quoted message of a thread is the same message again: its lines are not counted twice)
        own = "\n".join(ln for ln in text.split("\n") if not ln.startswith(">"))
        lines = list(_CONTACT_HANDLING.finditer(own))
        no_contact = r["format"] in ("case notes", "report", "memo", "meeting minutes") or _NO_CONTACT_DOC.search(
            r["record_type"])
        # ... in one place: the lines of one paragraph (a letter's closing one), each kind of line once
        places = {own.count("\n\n", 0, m.start()) for m in lines}
        kinds = Counter(re.sub(r"\W+", " ", m.group(0).lower())[:12] for m in lines)
        desk = r.get("subcategory") in ("IT support", "human resources") and _BY_APPOINTMENT_HOURS.search(text)
        if (lines and no_contact) or len(places) > 1 or any(n > 1 for n in kinds.values()) or desk:
            hit("misplaced_contact", r, own if lines else text, desk or lines[-1])
    return out


def _pattern_records(rows: list[dict], examples: dict[str, list[str]], name: str, pattern: re.Pattern) -> int:
    """Records whose text matches ``pattern`` (one of the stock-line classes above); 0 wanted."""
    def problem(r: dict) -> str | None:
        m = pattern.search(r["text"])
        return f"{r['id']} ({r['record_type']}): {_around(r['text'], m, 60)!r}" if m else None
    return _flagged(rows, examples, name, problem)


#: A staff member named with their contact in brackets inside a sentence ("Producer Kevin Rogers
#: (k.rogers@scottpodcast.example.org, ext. 605) lined up the interview": reader11 class 3).
_STAFF_PAREN = re.compile(r"\b[A-Z][a-z'-]+ [A-Z][A-Za-z'-]+ \((?:[\w.+-]+@[\w.-]+(?:, ext\. \d+)?|ext\. \d+)\)")
#: A line that is a label and its value ("Questions to: ...", "- Phone: ..."), a table row, or a sign-off line.
_CONTACT_LABEL = re.compile(r"^\s*(?:[-*\u2022]\s*)?(?:[A-Z][\w ./'&()-]{0,40}: |\|)")
_CLOSING_SIGN_OFF = re.compile(r"^(?:Sincerely|Yours|Kind regards|Best regards|Regards|Best wishes|With best wishes|Warm "
                       r"regards|Respectfully|Signed|Thank you,|Thanks,|Many thanks,|All the best|Cheers)\b"
                       r"|^[A-Z][\w ]{0,30},$")
_MAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE_RE = re.compile(r"(?:\+1 )?\(?\d{3}\)?[ .-]555[ .-]\d{4}|\+1 \d{3} 555 \d{4}")
_EXT_RE = re.compile(r"\bext\. \d+")
#: Formats whose prose is a run of messages or dated entries (a wish told in any message or entry is where it falls).
_MESSAGE_FORMATS = frozenset({"email thread", "chat log", "case notes", "form", "application"})


def _span_of(sp) -> tuple[int, int]:
    """(start, end) of a span as a corpus row stores it ({"start", "end"}) or a draft holds it (a pair)."""
    return (sp["start"], sp["end"]) if isinstance(sp, dict) else (sp[0], sp[1])


def _paragraphs(text: str) -> list[tuple[int, int]]:
    """(start, end) of each blank-line-separated block of ``text``."""
    out, start = [], 0
    for m in re.finditer(r"\n\s*\n", text):
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text)))
    return [(a, z) for a, z in out if text[a:z].strip()]


def _prose_block(text: str) -> bool:
    lines = [ln for ln in text.split("\n") if ln.strip()]
    return bool(lines) and not all(_CONTACT_LABEL.match(ln) or _CLOSING_SIGN_OFF.match(ln) for ln in lines) and len(
        text.split()) >= 6


def _closing_block(text: str) -> tuple[int, int] | None:
    """The closing paragraph of a letter, report or memo: the last prose block before the sign-off (the last prose
    block where none signs off)."""
    blocks = _paragraphs(text)
    sign = next((i for i, (a, z) in enumerate(blocks) if _CLOSING_SIGN_OFF.match(text[a:z].strip())
                 and not text[a:z].lstrip().startswith(("Dear ", "Hi ", "Hello "))), len(blocks))
    prose = [(a, z) for a, z in blocks[:sign] if _prose_block(text[a:z])]
    return prose[-1] if prose else None


def staff_paren_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """(a) Records naming a staff member with their e-mail or extension in brackets inside a sentence ("Staff member
    Cindy Thomas (c.thomas@archer.example.org, ext. 717) served you on the day": reader11 class 3); 0 wanted: the
    handler's direct line stands on a "Your contact:" line of the header or under the signature."""
    def problem(r: dict) -> str | None:
        for line in r["text"].split("\n"):
            if _CONTACT_LABEL.match(line):
                continue
            if m := _STAFF_PAREN.search(line):
                return f"{r['id']} ({r['record_type']}, {r['format']}): {_around(line, m, 60)!r}"
        return None
    return _flagged(rows, examples, "staff_paren", problem)


def misplaced_wish_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """(b) Records telling the person's contact preference in a sentence outside the header, the contact block and
    the closing: inside a numbered clause or a mid-body paragraph of other matters ("1. Payment ... The Guest is best
    reached by phone before noon.": reader11 class 2); 0 wanted. A labelled line or table row is a form's or
    header's field; a sentence that gives the phone or e-mail with it is the contact block."""
    def problem(r: dict) -> str | None:
        if r["format"] in _MESSAGE_FORMATS:
            return None
        text = r["text"]
        closing = _closing_block(text)
        for a in r["attributes"]:
            if not a["key"].endswith("contact_preference"):
                continue
            for sp in a["spans"]:
                start, end = _span_of(sp)
                line_start = text.rfind("\n", 0, start) + 1
                line_end = len(text) if (n := text.find("\n", end)) < 0 else n
                line = text[line_start:line_end]
                if _CONTACT_LABEL.match(line) or _CLOSING_SIGN_OFF.match(line):
                    continue
                cut = max(text.rfind(". ", line_start, start), line_start - 2) + 2
                stop = text.find(". ", end, line_end)
                sentence = text[cut:line_end if stop < 0 else stop + 1]
                para = next(((a, z) for a, z in _paragraphs(text) if a <= start < z), (line_start, line_end))
                if _MAIL_RE.search(text[para[0]:para[1]]) or _PHONE_RE.search(text[para[0]:para[1]]):
                    continue  # (told with the ways to reach them, in the person's particulars)
                if closing and closing[0] <= start < closing[1]:
                    continue
                return f"{r['id']} ({r['record_type']}, {r['format']}): {sentence.strip()[:160]!r}"
        return None
    return _flagged(rows, examples, "misplaced_wish", problem)


def crowded_closing_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """(c) Records whose closing paragraph piles up 3 or more contact facts (the person's preference, a copy sent to
    their e-mail, their phone, the office's phone, a staff address: reader11 class 2); 0 wanted: a closing says how
    the office will reach them and how to reach it, and a copy by e-mail is a "cc:" line under the signature."""
    def problem(r: dict) -> str | None:
        if r["format"] in _MESSAGE_FORMATS:
            return None
        text = r["text"]
        closing = _closing_block(text)
        if closing is None:
            return None
        block = text[closing[0]:closing[1]]
        facts = (len(set(_MAIL_RE.findall(block))) + len(set(_PHONE_RE.findall(block)))
                 + len(set(_EXT_RE.findall(block))))
        wish = any(a["key"].endswith("contact_preference") and any(closing[0] <= _span_of(sp)[0] < closing[1]
                                                                   for sp in a["spans"]) for a in r["attributes"])
        own = {a["value"] for a in r["attributes"] if a["key"] in ("phone", "email")}
        if all(v in own for v in _MAIL_RE.findall(block) + _PHONE_RE.findall(block)):
            return None  # (the person's particulars: how to reach them, with how they like to be reached)
        facts += wish
        return f"{r['id']} ({r['record_type']}, {r['format']}): {facts} facts: {block.strip()[:240]!r}" if (
            facts >= 3) else None
    return _flagged(rows, examples, "crowded_closing", problem)


# --- s20-world: organisations, places and people that fit the world of the record (reader11 classes 9, 10, 12) ---

#: The fifty states and D.C. by name (a state's own agency is named for it).
_STATE_NAMES = ("Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|District of Columbia|Florida|"
                "Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|"
                "Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|"
                "New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|"
                "South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming")
#: A program a state runs, named after whatever precedes it ("Saulsville Unemployment Claims Center").
_STATE_PROGRAM = re.compile(r"\b((?:[A-Z][\w.'-]*\s){1,3})(Unemployment Claims Center|Unemployment Insurance (?:Office|Center)"
                            r"|DMV Service Center|Department of Motor Vehicles|Workforce Development Center|Vital Records "
                            r"Office|Child Support Services Office|State Licensing Board Office)\b")
#: An office a county runs, named after whatever precedes it ("Davis Elections Division" is no county's).
_COUNTY_PROGRAM = re.compile(r"\b((?:[A-Z][\w.'-]*\s){1,3})(Elections Division|Board of Elections|Veterans Service Office|"
                             r"Jury Commissioner's Office|(?:Superior|Circuit|District) Court Jury Services|Sheriff's Office)\b")
_STATE_LEAD = re.compile(rf"(?:^|\s)(?:{_STATE_NAMES})\s$")
_COUNTY_LEAD = re.compile(r"\b(?:County|Parish|Borough|City|Municipality)\s$")  # (Alaska's county-equivalents)


def state_program_town_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records naming a state's program after a town or a surname ("Saulsville Unemployment Claims Center", "Mc Gee
    DMV Service Center"), or a county's office after no county ("Reed Elections Division"); 0 wanted."""
    def problem(r: dict) -> str | None:
        for pattern, lead in ((_STATE_PROGRAM, _STATE_LEAD), (_COUNTY_PROGRAM, _COUNTY_LEAD)):
            for m in pattern.finditer(r["text"]):
                # (the words before it too: "District of Columbia Department of Motor Vehicles" is the state's)
                if not lead.search(" " + r["text"][max(0, m.start() - 12):m.start()] + m.group(1)):
                    return f"{r['id']} ({r['record_type']}): {m.group(0)!r}"
        return None
    return _flagged(rows, examples, "state_program_town", problem)


_OFFICE_TOWN_LINE = re.compile(r"^([A-Z][\w .'-]+), ([A-Z]{2}) \d{5}$", re.M)


def rental_issuer_town_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Holiday rental agreements whose letting agency's office (the letterhead's town line) is not in the town the
    rental stands in ("West Palm Beach Getaways", Florida, letting a cottage in Hanoi); 0 wanted."""
    def problem(r: dict) -> str | None:
        if "vacation rental" not in r["record_type"]:
            return None
        attrs = {a["key"]: a["value"] for a in r["attributes"]}
        place = attrs.get("trip_destination", "").split(",")[0].strip()
        head = r["text"].split("\n\n")[0]  # the letterhead (the person's own address block comes later)
        m = _OFFICE_TOWN_LINE.search(head)
        if not place or m is None or m.group(1) != place:
            return f"{r['id']}: office {m.group(0) if m else head[:60]!r}, rental in {place or '(none)'!r}"
        return None
    return _flagged(rows, examples, "rental_issuer_town", problem)


_CARRIER_ISSUER = re.compile(r"\b(?:Air|Airways|Airlines|Air Lines)$", re.M)
_FLIGHT_CARRIER = re.compile(r"([A-Z][\w ]+?) flight [A-Z0-9]{2} \d+")


def carrier_mismatch_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Flight records issued by an airline whose flight is another carrier's ("Ramos Airways" confirming "American
    Airlines flight AA 579"); 0 wanted."""
    def problem(r: dict) -> str | None:
        issuer = (r["text"].lstrip().split("\n") or [""])[0].strip()
        if r["text"].startswith("From:"):  # an e-mail thread: the sender's signature names the issuer
            sign = re.search(r"^(.*(?:Air|Airways|Airlines))$", r["text"], re.M)
            issuer = sign.group(1).strip() if sign else ""
        flight = _FLIGHT_CARRIER.search(r["text"])
        if flight and _CARRIER_ISSUER.search(issuer) and flight.group(1).split()[-1] not in issuer:
            return f"{r['id']}: issuer {issuer!r}, {flight.group(0)!r}"
        return None
    return _flagged(rows, examples, "carrier_mismatch", problem)


#: Kin left unnamed where personal writing names its people ("a parent's", "a sibling's", "my relative",
#: "my sibling-in-law"); "the other parent" (a co-parent) is how people write.
_PLACEHOLDER_KIN = re.compile(r"\b(?:[Aa]n? (?:aging |elderly )?|[Mm]y |[Tt]he (?!other ))(?:parent|sibling|relative)(?:'s)?\b"
                              r"|\b(?:sibling-in-law|stepchild|godparent)\b")


def placeholder_kin_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Personal writing (diaries, letters, journals, notes among family) whose kin are placeholders ("a parent's
    refusal to stop driving", "my sibling-in-law Ruth") instead of the people the writer knows; 0 wanted."""
    def problem(r: dict) -> str | None:
        if r.get("category") != "personal" or not (m := _PLACEHOLDER_KIN.search(r["text"])):
            return None
        return f"{r['id']} ({r['record_type']}): {_around(r['text'], m, 50)!r}"
    return _flagged(rows, examples, "placeholder_kin", problem)
#: A case file's opening date printed on a paper that is not the office's own (reader11 class 1: "File opened:
#: December 19, 2023" under an agreement's reference, "- December 3, 2023: file opened" in a report's dates);
#: "Account opened:" on a statement is an account's, not a file's.
_FILE_OPENED = re.compile(r"(?im)^[ \t]*(?:file |date )?opened:|\bfile (?:was )?opened\b")
#: Formats an office writes for itself: case notes, a file memo, a form's office box (they may print it).
_FILE_OPENED_FORMATS = ("case notes", "memo", "form")
#: A sentence on how the office matched the person to its record by their identifiers (reader11 class 6: "We have
#: matched this to your record using your driver's license number (XXXXXX5880)", "You are listed in our records
#: under your date of birth (12/15/2001)"): a real issuer prints the numbers in its reference block.
_MATCHED_ID = re.compile(r"(?i)\b(?:matched|located|found) (?:this|you|your (?:record|account|file))\b[^.\n]{0,40}"
                         r"\b(?:using|under|by) your\b|\b(?:are listed|lists you|list you)(?: in our [\w ]{0,20})? under your\b")


def file_opened_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records other than case notes, memos and forms printing when a file was opened (:data:`_FILE_OPENED`)."""
    def problem(r: dict) -> str | None:
        if r["format"] in _FILE_OPENED_FORMATS:
            return None
        m = _FILE_OPENED.search(r["text"])
        return f"{r['id']} ({r['format']}, {r['record_type']}): {_around(r['text'], m, 50)!r}" if m else None
    return _flagged(rows, examples, "file_opened", problem)



#: Jobs done in public service (s21-world, reader12 class F) and the names of the public bodies that employ them.
_PUBLIC_JOB = re.compile(r"\b(police officer|firefighter|mail carrier|postal clerk)\b")
_PUBLIC_BODY = re.compile(r"Police|Sheriff|Fire|Postal|School|Public|County|City of|Department|District|State")
_PUBLIC_JOB_AT = re.compile(r"\b(?:police officer|firefighter|mail carrier|postal clerk)\b[^.\n]{0,40}?\b(?:at|with|for)"
                            r" (?:the )?([A-Z][\w'.]+(?:[ ,-]+(?:and )?[A-Z][\w'.]+)*)")


def public_job_employer_records(rows: list[dict], examples: dict[str, list[str]]) -> int:
    """Records telling a public-service job (police officer, firefighter, mail carrier) done for a private firm
    ("works as a police officer at Herrera, Morse and McDonald", "Occupation: police officer / Employer: Ward,
    Anderson and Stephens"): the person's own employer as told, or any such job "at/with/for" a firm."""
    def problem(r: dict) -> str | None:
        p, text = r.get("profile") or {}, r["text"]
        employer = p.get("employer") or ""
        if _PUBLIC_JOB.fullmatch(p.get("occupation") or "") and employer in text and not _PUBLIC_BODY.search(employer):
            return f"{r['id']} ({r['record_type']}): {p['occupation']} / {employer}"
        for m in _PUBLIC_JOB_AT.finditer(text):
            if not _PUBLIC_BODY.search(m.group(1)):
                return f"{r['id']} ({r['record_type']}): {_around(text, m, 30)!r}"
        return None
    return _flagged(rows, examples, "public_job_employer", problem)


#: A case's own figure: a dollar sum or a count with thousands, of two or more significant digits ("$78", "$6,275",
#: "21,907 kWh"; not "$7,000" or "$600", a set sum two records may both name).
_CASE_FIGURE = re.compile(r"(?<![\w.,])\$?(?:\d{1,3}(?:,\d{3})+|(?<=\$)\d+)(?:\.\d\d)?(?![\w,]|\.\d)")
_FIGURE_SENTENCE = re.compile(r"[^\n]+?(?:[.!?](?=\s|$)|$)", re.M)


#: A listed value whose figures are a rule or a rate, not a case's ("1.8 percent on the first $12,000").
_SET_FIGURE = re.compile(r"\brate\b|\bfirst \$|\bup to\b|\bexclusion\b|\bthreshold\b|\blimit\b|\bminimum wage\b", re.I)


@lru_cache(maxsize=4)
def _listed_values(folder: Path) -> frozenset[str]:
    """Every value the catalogue lists as a field's ``choices``."""
    listed: set[str] = set()

    def walk(node) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("choices"), list):
                listed.update(c for c in node["choices"] if isinstance(c, str))
            for child in node.values():
                walk(child)
        elif isinstance(node, list):
            for child in node:
                walk(child)
    for _, data in _catalogue_yaml(folder):
        walk(data)
    return frozenset(listed)


def _specific_figure(value: str) -> bool:
    return not _SET_FIGURE.search(value) and any(len(re.sub(r"\D", "", m.group(0).split(".")[0]).rstrip("0")) >= 2 for m in _CASE_FIGURE.finditer(value)
               if "$0" != m.group(0)[:2])


def shared_case_sentence_records(rows: list[dict], examples: dict[str, list[str]], catalogue: Path) -> int:
    """Sentences (>= 7 words) telling a case's own figure (:func:`_specific_figure`) as the catalogue lists it, word
    for word, that records of different people share (s21-world, reader12 class N: "stock sale proceeds of $6,275
    reported on Form 1099-B" in two people's tax notices, "$78 a month for streaming, music and cloud storage" in four
    records): the number of such sentences. (A figure drawn per case that two cases happen to share is no reuse.)"""
    listed = _listed_values(catalogue)
    owners: dict[str, set] = defaultdict(set)
    where: dict[str, list[str]] = defaultdict(list)
    for r in rows:
        p, text = r.get("profile") or {}, r["text"]
        who = (p.get("first_name"), p.get("last_name"), p.get("date_of_birth"))
        spans = [(s["start"], s["end"]) for a in r.get("attributes") or []
                 if a["value"] in listed and _specific_figure(a["value"]) for s in a["spans"]]
        if not spans:
            continue
        for m in _FIGURE_SENTENCE.finditer(text):
            sentence = m.group(0).strip()
            if len(sentence.split()) >= 7 and any(m.start() <= a and b <= m.end() for a, b in spans):
                owners[sentence].add(who)
                where[sentence].append(r["id"])
    shared = [s for s, who in owners.items() if len(who) >= 2]
    for s in shared:
        examples["shared_case_sentence"].append(f"{len(where[s])} records ({', '.join(where[s][:3])}): {s[:120]!r}")
    return len(shared)


_WORLD_MONTH_DAY = r"(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}"
_WORLD_DAY = rf"({_WORLD_MONTH_DAY}|\d{{2}}/\d{{2}}/\d{{4}}|\d{{4}}-\d{{2}}-\d{{2}})"
_REPLY_BY = re.compile(r"(?:[Rr]esponse deadline:|[Rr]eply (?:is due )?by|reply no later than|[Rr]espond by|"
                       r"[Rr]esponse must [\w ]{0,20}by)\s*" + _WORLD_DAY)
_APPOINTMENT_ON = re.compile(r"(?:Appointment:|come in on|appointment (?:is |has been )?(?:set |booked |scheduled )?"
                             r"(?:for|on))\s*" + _WORLD_DAY)
_REQUEST_RECEIVED = re.compile(r"(?:Request received|Referral received):\s*" + _WORLD_DAY)
_ONSET = re.compile(r"\b(?:began|started) on " + _WORLD_DAY)


def _federal_holiday(day: dt.date) -> bool:
    y = day.year

    def nth(month: int, weekday: int, n: int) -> dt.date:
        first = dt.date(y, month, 1)
        return first + dt.timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    last_may = dt.date(y, 5, 31) - dt.timedelta(days=dt.date(y, 5, 31).weekday())
    return day in {dt.date(y, 1, 1), nth(1, 0, 3), nth(2, 0, 3), last_may, dt.date(y, 6, 19), dt.date(y, 7, 4),
                   nth(9, 0, 1), dt.date(y, 11, 11), nth(11, 3, 4), dt.date(y, 12, 25)}


def dated_world_records(rows: list[dict], examples: dict[str, list[str]]) -> dict[str, int]:
    """Dates no office keeps (s21-world, reader12 classes P, I, B'): a record dated on a U.S. federal holiday
    (New Year's Day, Christmas, ...); a reply due after the appointment it concerns; a request received before the
    symptoms it is about began."""
    def holiday(r: dict) -> str | None:
        day = dt.date.fromisoformat(r["document_date"])
        return f"{r['id']} ({r['record_type']}): dated {day}" if _federal_holiday(day) else None

    def reply_after(r: dict) -> str | None:
        due, visit = _REPLY_BY.search(r["text"]), _APPOINTMENT_ON.search(r["text"])
        if due and visit and (a := parse_day_value(due.group(1))) and (b := parse_day_value(visit.group(1))) and a > b:
            return f"{r['id']} ({r['record_type']}): {due.group(0)!r} after {visit.group(0)!r}"
        return None

    def before_onset(r: dict) -> str | None:
        got, onset = _REQUEST_RECEIVED.search(r["text"]), _ONSET.search(r["text"])
        if got and onset and (a := parse_day_value(got.group(1))) and (b := parse_day_value(onset.group(1))) and a < b:
            return f"{r['id']} ({r['record_type']}): {got.group(0)!r} before {onset.group(0)!r}"
        return None
    return {"holiday_dated_records": _flagged(rows, examples, "holiday_dated", holiday),
            "reply_after_appointment_records": _flagged(rows, examples, "reply_after_appointment", reply_after),
            "request_before_onset_records": _flagged(rows, examples, "request_before_onset", before_onset)}

if __name__ == "__main__":
    main()
