"""Media records: journalism, social media, podcasts, publishing, broadcast interviews, creator deals."""

from __future__ import annotations

import datetime as dt
import re

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Generator,
    ValueContext,
    counted,
    date_within,
    drawn_choices,
    fmt_date,
    issuer_name,
    money,
    person_name,
    record_rng,
    record_type_of,
    request_day,
    styled_span,
    time_of_day,
)

# --- value pools -------------------------------------------------------------------------

#: One investigation per record (issue 19): a story's subject -> the documents a source could hand over about it and
#: the people who could be that source (no payroll records of unpaid overtime in a story about a school board
#: member's business ties). The story is drawn once per record, so its subject, documents and source agree.
_STORIES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "alleged overbilling at a regional hospital chain": (
        ("billing codes exported from the hospital's claims system", "internal e-mails about upcoding targets"),
        ("a night-shift nurse at a regional hospital", "a data engineer at a health insurer",
         "a former billing coordinator at the hospital chain")),
    "unpermitted demolition of rent-stabilized units by a local developer": (
        ("photos of the demolition taken from a neighboring roof", "the developer's e-mails to the building "
         "superintendent"),
        ("a paralegal at the firm representing the developer", "a former site foreman for the developer")),
    "misconduct complaints against a youth soccer coach": (
        ("copies of complaints parents filed with the league", "text messages the coach sent to players"),
        ("a former assistant coach in the league", "a board member of the youth league")),
    "mold and lead paint in public housing units": (
        ("photos of mold in three apartments", "an inspection report the housing authority never published"),
        ("a maintenance worker at the housing authority", "a former inspector at the housing authority")),
    "a sheriff's office quietly dropping use-of-force cases": (
        ("internal affairs case logs", "a recording of a staff meeting"),
        ("a detective in the sheriff's office", "a former internal affairs investigator")),
    "wage theft at a chain of car washes": (
        ("payroll records showing unpaid overtime", "time cards altered by a manager"),
        ("a shift manager at one of the car washes", "a former payroll clerk for the chain")),
    "a school board member's undisclosed business ties": (
        ("vendor contracts signed by the school district", "incorporation papers for a company the board member "
         "co-owns"),
        ("a procurement officer in the school district", "a former aide to the board member")),
    "contaminated well water near a closed landfill": (
        ("private lab results for well water samples", "the county's unreleased groundwater study"),
        ("a dispatcher at the regional water utility", "an environmental technician for the county")),
    "an addiction treatment center billing for phantom therapy": (
        ("insurance claims for sessions that never took place", "patient sign-in sheets from the center"),
        ("a former counselor at the treatment center", "a data engineer at a health insurer")),
    "delays in processing rape kits at the state crime lab": (
        ("the lab's backlog spreadsheet", "internal e-mails about a hiring freeze at the lab"),
        ("a forensic analyst at the state crime lab", "a staffer in the state senate majority office")),
    "a charity that spent most donations on its founder's salary": (
        ("the charity's unpublished board minutes", "bank statements of the charity's operating account"),
        ("an accountant for the charity", "a former development director at the charity")),
    "nursing home staffing shortfalls hidden from inspectors": (
        ("staffing schedules that differ from the ones shown to inspectors", "shift logs kept by night aides"),
        ("a night-shift nurse at the nursing home", "a former administrator of the nursing home")),
    "a tech startup misleading investors about its user numbers": (
        ("internal dashboards showing the real count of active users", "a copy of the investor pitch deck"),
        ("a data engineer at the startup", "a former compliance analyst at the startup")),
    "eviction filings by a single corporate landlord": (
        ("eviction case records pulled from the county docket", "a copy of a sealed settlement"),
        ("a paralegal at the firm filing the evictions", "a former leasing agent for the landlord")),
}


#: What a source said off the record about each story (a remark about phantom therapy belongs to the treatment
#: center's story, not to a car wash's).
_STORY_REMARKS: dict[str, str] = {
    "alleged overbilling at a regional hospital chain": "Everyone in billing knew the codes were being bumped up",
    "unpermitted demolition of rent-stabilized units by a local developer":
        "The permits were filed after the walls were already down",
    "misconduct complaints against a youth soccer coach":
        "The complaints went straight into a drawer and nobody followed up",
    "mold and lead paint in public housing units": "My supervisor told us to backdate the inspection forms",
    "a sheriff's office quietly dropping use-of-force cases":
        "The cases were closed before anyone talked to the witnesses",
    "wage theft at a chain of car washes": "We were told to stop logging the overtime hours",
    "a school board member's undisclosed business ties": "The contract went to his partner's company without a real bid",
    "contaminated well water near a closed landfill": "The test results were rerun until they came back clean",
    "an addiction treatment center billing for phantom therapy": "Half the patients on that list never saw a therapist",
    "delays in processing rape kits at the state crime lab": "The boxes sat in a storage room for a year",
    "a charity that spent most donations on its founder's salary":
        "The board knew about the salary months before the audit",
    "nursing home staffing shortfalls hidden from inspectors": "They paid the family to keep quiet about the fall",
    "a tech startup misleading investors about its user numbers":
        "Everyone in the office knew the user numbers were cooked",
    "eviction filings by a single corporate landlord": "The notices were dated before the rent was even late",
}
#: Remarks any source could make; the visa worry only from someone who is not a citizen.
_ANY_REMARKS = ("I still have copies of the emails they deleted", "My name cannot be anywhere near this story",
                "I was let go two weeks after I raised the problem")
_VISA_REMARK = "I am scared of losing my visa if this comes back to me"


def _remark(ctx: ValueContext) -> str:
    """An off-the-record remark about the record's own story, or one any source could make (issue 19)."""
    pool = list(_ANY_REMARKS) + ([_VISA_REMARK] if ctx.profile.citizenship != "United States" else [])
    return _STORY_REMARKS[_story(ctx)] if ctx.rng.random() < 0.5 else ctx.rng.choice(pool)


def _story(ctx: ValueContext) -> str:
    """The record's one story subject (its record type's matter narrows the choice); the same for every field."""
    return record_rng(ctx, "story").choice(drawn_choices(ctx, "media", "story_subject", tuple(_STORIES)))


def _documents(ctx: ValueContext) -> str:
    """Documents a source handed over about the record's story."""
    return ctx.rng.choice(_STORIES[_story(ctx)][0])


def _source(ctx: ValueContext) -> str:
    """The confidential source: a person placed to know about the record's story."""
    return f"{person_name(ctx)}, {ctx.rng.choice(_STORIES[_story(ctx)][1])}"


_HANDLE_A = (
    "quiet",
    "rust",
    "paper",
    "midnight",
    "salt",
    "velvet",
    "north",
    "static",
    "hollow",
    "amber",
    "civic",
    "feral",
    "lowtide",
    "copper",
    "sunday",
    "moss",
)
_HANDLE_B = (
    "harbor",
    "moth",
    "ledger",
    "signal",
    "sparrow",
    "lantern",
    "fern",
    "circuit",
    "orchard",
    "tide",
    "comet",
    "ferry",
    "quill",
    "radio",
    "atlas",
    "kettle",
)


_TITLE_ADJ = (
    "Salt",
    "Quiet",
    "Borrowed",
    "Last",
    "Paper",
    "Hollow",
    "Winter",
    "Lantern",
    "Glass",
    "Burning",
    "Distant",
    "Unfinished",
    "Second",
    "Silver",
)
_TITLE_NOUN = (
    "Orchard",
    "Harbor",
    "Daughter",
    "Ledger",
    "River",
    "Season",
    "Kingdom",
    "Inheritance",
    "Archive",
    "Country",
    "Weather",
    "Testimony",
    "Garden",
    "Signal",
)
_TITLE_PLURAL = (
    "Sparrows",
    "Small Fires",
    "Lost Keys",
    "Far Cousins",
    "Open Windows",
    "Bright Rooms",
    "Tides",
)

_PLACES = (
    "over a recorded video call",
    "at a rented co-working space downtown",
    "in a hotel conference room",
    "at the guest's kitchen table",
    "in a parked van outside the courthouse",
    "in the public library's media room",
)
#: Places only a station or a podcast records in: never a newspaper's (reader9 285: "in the station's Studio 4" at a
#: weekly paper); a record of a broadcast, documentary or podcast (``_STUDIO_KINDS``) may name them.
_STUDIO_PLACES = ("in Studio B", "in the podcast booth", "in the station's Studio 4")
_STUDIO_KINDS = re.compile(r"broadcast|documentary|podcast|radio|television|\bTV\b|on-camera|segment|episode", re.I)


# --- generators --------------------------------------------------------------------------


def _pseudonym_handle(ctx: ValueContext) -> str:
    return safe_ids.user_handle(ctx.rng, ctx.rng.choice(_HANDLE_A), ctx.rng.choice(_HANDLE_B))


def _other_handle(ctx: ValueContext) -> str:
    return safe_ids.user_handle(ctx.rng, ctx.fake.first_name(), ctx.fake.last_name())


def _audience(ctx: ValueContext) -> int:
    """The record's one follower count (drawn once per case, so a payout agrees with it): a thousand to about half a
    million, the reach of a working creator or a local account, not the millions of a celebrity's (reader15:
    2,197,960 followers for a small creator; s25-contra)."""
    return round(10 ** record_rng(ctx, "audience").uniform(3.0, 5.75))


def _followers(ctx: ValueContext) -> str:
    return f"{_audience(ctx):,} followers"


def _payout_amount(ctx: ValueContext) -> str:
    """A month's payout for the record's audience: $0.002-0.03 a follower, at least $12 (no $15,000 for 4,000)."""
    return f"${max(12.0, _audience(ctx) * ctx.rng.uniform(0.002, 0.03)):,.2f}"


def _login_ip(ctx: ValueContext) -> str:
    return safe_ids.ipv6(ctx.rng) if ctx.rng.random() < 0.3 else safe_ids.ipv4(ctx.rng)


def _session(ctx: ValueContext) -> str:
    """When (and where) the interview was recorded; where only when the record tells no place of its own (issue 19:
    no "in a parked van outside the courthouse" beside "recorded from a rented studio on 8th Street")."""
    rt = record_type_of(ctx, "media")
    # ... nor over a video call or in a podcast booth where the record films the person (reader4 R1: "filmed at")
    # ... nor a second place beside the source's own meeting place (reader9 285: "picked a diner off the interstate
    # for the conversation" beside "in the station's Studio 4")
    place = "" if rt is not None and {"recording_location", "film_location", "filming_date", "meeting_place"} \
        & set(rt.fields) \
        else " " + ctx.rng.choice(_PLACES + (_STUDIO_PLACES if rt is not None and (
            _STUDIO_KINDS.search(rt.name) or _STUDIO_KINDS.search(rt.subcategory)) else ()))
    return f"{date_within(ctx, 45, 30)} at {time_of_day(ctx)}{place}"


def _payout_period(ctx: ValueContext) -> str:
    """The period a statement covers: the month before the record, or for a royalty statement (paid twice a year)
    the half-year before it (issue 19: no "Period: November 2024" beside "paid twice a year")."""
    end = ctx.record_date.replace(day=1) - dt.timedelta(days=1)
    if "royalty" not in ctx.record_type:
        return end.strftime("%B %Y")
    end = dt.date(end.year, 6, 30) if end.month >= 6 and end.month < 12 else dt.date(
        end.year if end.month == 12 else end.year - 1, 12, 31)
    return styled_span(dt.date(end.year, 1 if end.month == 6 else 7, 1), end)


def _title(ctx: ValueContext) -> str:
    rng = ctx.rng
    style = rng.randrange(4)
    if style == 0:
        return f"The {rng.choice(_TITLE_ADJ)} {rng.choice(_TITLE_NOUN)}"
    if style == 1:
        return f"A {rng.choice(_TITLE_NOUN)} of {rng.choice(_TITLE_PLURAL)}"
    if style == 2:
        return f"What the {rng.choice(_TITLE_NOUN)} Remembers"
    return f"{rng.choice(_TITLE_PLURAL)} in the {rng.choice(_TITLE_ADJ)} {rng.choice(_TITLE_NOUN)}"


def _pen_name(ctx: ValueContext) -> str:
    first, last = ctx.fake.first_name(), ctx.fake.last_name()
    style = ctx.rng.randrange(3)
    if style == 0:
        return f"{first[0]}. {ctx.fake.first_name()[0]}. {last}"
    if style == 1:
        return f"{first} {ctx.fake.first_name()[0]}. {last}"
    return f"{first} {last}"


def _sponsorship(ctx: ValueContext) -> str:
    """A podcast's rate per episode or per thousand listens; a creator's rate per sponsored post."""
    rng = ctx.rng
    if "podcast" not in ctx.record_type:
        return f"${rng.randrange(150, 9000, 50):,} per sponsored post, up to {rng.randint(2, 12)} posts"
    if rng.random() < 0.5:
        return f"${rng.randrange(250, 12000, 50):,} per episode for {rng.randint(2, 26)} episodes"
    slot = rng.choice(("pre-roll", "mid-roll", "host-read mid-roll", "post-roll"))
    return f"${rng.randint(15, 45)} CPM for {slot} ads"


def _payout(ctx: ValueContext) -> str:
    """A U.S. creator's payout account: a checking or savings account and its routing number (no IBAN)."""
    rng = ctx.rng
    kind = rng.choice(("checking", "business checking", "savings"))
    return f"{kind} account {safe_ids.account_number(rng)} (routing {safe_ids.routing_number(rng)})"


# --- the category ------------------------------------------------------------------------

_U = "accounts and audience"
_S = "sources and stories"
_P = "contracts and payments"


#: Kinds of issuer for a record type whose data names none.
_ISSUER_FALLBACK = ("Services",)

#: field key -> value generator; the field's wording lives in privasis_hub/data/privasis/media.yaml.

def _copies(ctx: ValueContext) -> int:
    """The record's one sales figure (drawn once per case, so the royalty agrees with it)."""
    return record_rng(ctx, "copies").randrange(400, 30000, 7)


def _royalty(ctx: ValueContext) -> str:
    """The period's royalty for the copies sold: $1.10-2.90 a copy."""
    return f"${_copies(ctx) * ctx.rng.uniform(1.10, 2.90):,.2f}"

def _appearance_fee(ctx: ValueContext) -> str:
    """An appearance fee from a broadcaster's schedule: whole dollars in steps of $25, one per record."""
    return f"${record_rng(ctx, 'appearance').randrange(100, 525, 25):,}"


def _rights_fee(ctx: ValueContext) -> str:
    """What the person receives under the agreement. Where the record also pays an appearance fee, the sum of that
    fee and a rights fee (so "paid $250 for appearing" and "receives $1,750 under the agreement" agree); otherwise
    a fee of its own."""
    rt = record_type_of(ctx, "media")
    if rt is not None and "appearance_fee" in rt.fields:
        appearance = int(_appearance_fee(ctx)[1:].replace(",", ""))
        return f"${appearance + record_rng(ctx, 'rights').randrange(250, 3250, 250):,}"
    return money(ctx, 50, 9500)


def _platform_region(ctx: ValueContext) -> str:
    """The region the person's account is registered to: the country they live in."""
    country = ctx.profile.country or "United States"
    return f"the {country}" if country in ("United States", "United Kingdom", "Philippines") else country


def _royalty_cycle(ctx: ValueContext) -> str:
    """When royalties are paid: a royalty statement's own month is one of the two (s25-stmt, reader15 R1: "twice a
    year, in April and October" on a statement dated in August); a contract's summary names the usual terms."""
    if "statement" not in (ctx.record_type or ""):
        return ctx.rng.choice(("twice a year, in April and October", "twice a year, with statements for June and "
                               "December", "once a year, in March"))
    if ctx.rng.random() < 0.3:
        return "twice a year, with statements for June and December"
    a, b = sorted((ctx.record_date.month, (ctx.record_date.month + 5) % 12 + 1))
    return f"twice a year, in {dt.date(2000, a, 1):%B} and {dt.date(2000, b, 1):%B}"


def _payout_day(ctx: ValueContext) -> str:
    """The day of the month payouts go out: a payout statement's is the day it is issued on (s25-stmt, reader15:
    "paid out on the 28th of each month" on a statement issued on the 17th); another paper names a usual day."""
    day, usual = ctx.record_date.day, ctx.rng.choice(("1st", "5th", "10th", "15th", "20th", "25th"))
    if re.search(r"payout|statement|summary", ctx.record_type or ""):
        return "the last day of each month" if day > 28 else f"the {_ordinal(day)} of each month"
    return f"the {usual} of each month"


def _ordinal(n: int) -> str:
    """``n`` as an ordinal ("1st", "12th", "22nd")."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


GENERATORS: dict[str, Generator] = {
    "royalty_payment_cycle": _royalty_cycle,
    "payout_day": _payout_day,
    "platform_region": _platform_region,
    "payout_period": _payout_period,
    "outlet_name": lambda ctx: issuer_name(ctx, "media", _ISSUER_FALLBACK),
    "recovery_email": lambda ctx: f"{ctx.rng.choice(('backup', 'recover', 'alt', 'spare'))}"
                                  f"{ctx.rng.randint(100, 9999)}@example.net",
    "pseudonymous_account_handle": _pseudonym_handle,
    "follower_count": _followers,
    "account_login_ip": _login_ip,
    "reported_harasser_account": _other_handle,
    "press_credential_number": lambda ctx: safe_ids.internal_id(ctx.rng, ctx.rng.choice(("PRESS", "MEDIA", "PC"))),
    "confidential_source_identity": _source,
    "story_subject": _story,
    "document_provided": _documents,
    "off_record_remark": _remark,
    "recording_session": _session,
    "scheduled_publication_date": lambda ctx: date_within(ctx, 0, 240),
    "manuscript_title": _title,
    "author_pen_name": _pen_name,
    "author_royalty_payment": _royalty,
    "units_sold": lambda ctx: f"{_copies(ctx):,} copies",
    "author_advance": lambda ctx: money(ctx, 2500, 150000, cents=False),
    "sponsorship_rate": _sponsorship,
    "payout_bank_account": _payout,
    "publisher_payee_ein": lambda ctx: safe_ids.ein(ctx.rng),
    "editor_name": lambda ctx: person_name(ctx),
    "episode_number": lambda ctx: f"episode {ctx.rng.randint(3, 412)}",
    "account_creation_date": lambda ctx: date_within(ctx, 3000, -30),
    "appeal_reference": lambda ctx: safe_ids.internal_id(ctx.rng, ctx.rng.choice(('APL', 'TS', 'CASE'))),
    "payout_amount": _payout_amount,
    "contract_term": lambda ctx: f"{ctx.rng.choice((3, 6, 12, 18, 24, 36))} months from {date_within(ctx, 20, 30)}",
    "case_handler": lambda ctx: person_name(ctx),
    "request_received_date": lambda ctx: fmt_date(request_day(ctx, 1, 60), ctx.rng),
    "segment_runtime": lambda ctx: f"{ctx.rng.randint(2, 58)} minutes {counted(ctx.rng.randint(1, 59), 'second')}",
    "rights_fee": _rights_fee,
    "appearance_fee": _appearance_fee,
}

#: Generated fields whose values a record type's ``matter`` may narrow.
POOLS: dict[str, tuple[str, ...]] = {"story_subject": tuple(_STORIES)}
