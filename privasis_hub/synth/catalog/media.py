"""Media records: journalism, social media, podcasts, publishing, broadcast interviews, creator deals."""

from __future__ import annotations

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Category,
    FieldSpec,
    ValueContext,
    choice,
    date_within,
    money,
    person_name,
    time_of_day,
)

# --- value pools -------------------------------------------------------------------------

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

_VIOLATIONS = (
    "coordinated inauthentic behavior across several accounts",
    "posting another user's home address",
    "repeated spam links to a counterfeit storefront",
    "undisclosed paid promotion of a supplement brand",
    "impersonation of a local news anchor",
    "sharing manipulated footage of a city council meeting",
    "targeted harassment of a former partner",
    "copyright infringement on a licensed music clip",
    "hate speech in a livestream chat",
    "offering prescription drugs for sale through direct messages",
    "ban evasion using a second account",
    "misleading health claims about a weight-loss tea",
    "sharing intimate images without consent",
    "a giveaway scam that collected followers' card details",
)

_SOURCE_ROLES = (
    "a procurement officer at the county transit agency",
    "a night-shift nurse at a regional hospital",
    "a former compliance analyst at a payday lender",
    "a staffer in the state senate majority office",
    "a warehouse supervisor at a logistics contractor",
    "a detective in the city police department",
    "a teacher at a charter school under investigation",
    "a data engineer at a health insurer",
    "a clerk in the county elections office",
    "a paralegal at the firm representing the developer",
    "an accountant for a nonprofit hospital foundation",
    "a dispatcher at the regional water utility",
    "a former aide to the mayor",
    "an inspector at the state meatpacking regulator",
)

_STORIES = (
    "alleged overbilling at a regional hospital chain",
    "unpermitted demolition of rent-stabilized units by a local developer",
    "misconduct complaints against a youth soccer coach",
    "mold and lead paint in public housing units",
    "a sheriff's office quietly dropping use-of-force cases",
    "wage theft at a chain of car washes",
    "a school board member's undisclosed business ties",
    "contaminated well water near a closed landfill",
    "an addiction treatment center billing for phantom therapy",
    "delays in processing rape kits at the state crime lab",
    "a charity that spent most donations on its founder's salary",
    "nursing home staffing shortfalls hidden from inspectors",
    "a tech startup misleading investors about its user numbers",
    "eviction filings by a single corporate landlord",
)

_REMARKS = (
    "My supervisor told us to backdate the inspection forms",
    "Everyone in the office knew the audit numbers were cooked",
    "I still have copies of the emails they deleted",
    "The complaints went straight into a drawer and nobody followed up",
    "We were told to stop logging the overtime hours",
    "The board chair knew about the lawsuit months before it was filed",
    "I was let go two weeks after I raised the safety issue",
    "Half the patients on that list never saw a therapist",
    "The contract went to the mayor's cousin without a real bid",
    "They paid the family to keep quiet about the fall",
    "I am scared of losing my visa if this comes back to me",
    "The test results were rerun until they came back clean",
    "My name cannot be anywhere near this story",
)

_CONSENT_TERMS = (
    "face blurred and voice altered",
    "first name only, with no workplace mentioned",
    "audio only, with no video or photographs",
    "identified only as a former employee",
    "full name and on-camera appearance",
    "quoted by profession but never by name",
    "silhouette lighting and a pseudonym",
    "no mention of the city of residence",
    "review of direct quotes before broadcast",
    "right to withdraw until the edit is locked",
    "children not to appear on camera",
    "a pseudonym and no identifying tattoos in frame",
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
    "in Studio B",
    "in the newsroom podcast booth",
    "over a recorded video call",
    "at a rented co-working space downtown",
    "in a hotel conference room",
    "in the station's Studio 4",
    "at the guest's kitchen table",
    "in a parked van outside the courthouse",
    "in the public library's media room",
)


# --- generators --------------------------------------------------------------------------


def _pseudonym_handle(ctx: ValueContext) -> str:
    return safe_ids.user_handle(ctx.rng, ctx.rng.choice(_HANDLE_A), ctx.rng.choice(_HANDLE_B))


def _other_handle(ctx: ValueContext) -> str:
    return safe_ids.user_handle(ctx.rng, ctx.fake.first_name(), ctx.fake.last_name())


def _followers(ctx: ValueContext) -> str:
    count = round(10 ** ctx.rng.uniform(2.5, 6.4))
    return f"{count:,} followers"


def _login_ip(ctx: ValueContext) -> str:
    return safe_ids.ipv6(ctx.rng) if ctx.rng.random() < 0.3 else safe_ids.ipv4(ctx.rng)


def _source(ctx: ValueContext) -> str:
    return f"{person_name(ctx)}, {ctx.rng.choice(_SOURCE_ROLES)}"


def _session(ctx: ValueContext) -> str:
    return f"{date_within(ctx, 45, 30)} at {time_of_day(ctx)} {ctx.rng.choice(_PLACES)}"


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
    rng = ctx.rng
    if rng.random() < 0.5:
        return f"${rng.randrange(250, 12000, 50):,} per episode for {rng.randint(2, 26)} episodes"
    slot = rng.choice(("pre-roll", "mid-roll", "host-read mid-roll", "post-roll"))
    return f"${rng.randint(15, 45)} CPM for {slot} ads"


def _payout(ctx: ValueContext) -> str:
    rng = ctx.rng
    if rng.random() < 0.2:
        return f"IBAN {safe_ids.iban(rng)}"
    kind = rng.choice(("checking", "business checking", "savings"))
    return f"{kind} account {safe_ids.account_number(rng)} (routing {safe_ids.routing_number(rng)})"


# --- the category ------------------------------------------------------------------------

_U = "accounts and audience"
_S = "sources and stories"
_P = "contracts and payments"

FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "pseudonymous_account_handle",
        "Account Handle",
        _U,
        0.7,
        _pseudonym_handle,
        (
            "The account in question operates under the handle {pseudonymous_account_handle}.",
            "{first_name} confirmed ownership of {pseudonymous_account_handle} during identity verification.",
            "Few followers know that {full_name} runs the account {pseudonymous_account_handle}.",
        ),
    ),
    FieldSpec(
        "follower_count",
        "Follower Count",
        _U,
        0.25,
        _followers,
        (
            "At the time of the report, the account had {follower_count}.",
            "The channel run by {first_name} has grown to {follower_count}.",
        ),
    ),
    FieldSpec(
        "account_login_ip",
        "Login IP Address",
        _U,
        0.75,
        _login_ip,
        (
            "The most recent login to the account came from {account_login_ip}.",
            "Platform logs tie the disputed posts to {account_login_ip}.",
        ),
    ),
    FieldSpec(
        "moderation_violation",
        "Policy Violation",
        _U,
        0.6,
        choice(_VIOLATIONS),
        (
            "The account was restricted for {moderation_violation}.",
            "The appeal from {first_name} disputes a finding of {moderation_violation}.",
        ),
    ),
    FieldSpec(
        "reported_harasser_account",
        "Reported Account",
        _U,
        0.55,
        _other_handle,
        (
            "{first_name} reported repeated abusive messages from {reported_harasser_account}.",
            "The harassment report names {reported_harasser_account} as the sender.",
        ),
    ),
    FieldSpec(
        "press_credential_number",
        "Press Credential Number",
        _U,
        0.7,
        lambda ctx: safe_ids.member_id(ctx.rng, ctx.rng.choice(("PRESS", "MEDIA", "PC"))),
        (
            "{first_name} holds press credential number {press_credential_number}.",
            "Access to the briefing was granted under credential {press_credential_number}.",
        ),
    ),
    FieldSpec(
        "confidential_source_identity",
        "Confidential Source",
        _S,
        1.0,
        _source,
        (
            "The confidential source for this story is {confidential_source_identity}.",
            "Only the editor knows that the documents came from {confidential_source_identity}.",
        ),
    ),
    FieldSpec(
        "story_subject",
        "Story Topic",
        _S,
        0.6,
        choice(_STORIES),
        (
            "The reporting concerns {story_subject}.",
            "{first_name} agreed to speak on background about {story_subject}.",
        ),
    ),
    FieldSpec(
        "off_record_remark",
        "Off-the-Record Remark",
        _S,
        0.85,
        choice(_REMARKS),
        (
            '"{off_record_remark}," {first_name} said off the record.',
            '"{off_record_remark}," the source said once the recorder was switched off.',
        ),
    ),
    FieldSpec(
        "interview_consent_terms",
        "Consent Terms",
        _S,
        0.5,
        choice(_CONSENT_TERMS),
        (
            "{first_name} agreed to take part under these terms: {interview_consent_terms}.",
            "The signed release for {full_name} specifies {interview_consent_terms}.",
        ),
    ),
    FieldSpec(
        "recording_session",
        "Recording Session",
        _S,
        0.4,
        _session,
        (
            "The interview was recorded on {recording_session}.",
            "{first_name} is booked for a session on {recording_session}.",
        ),
    ),
    FieldSpec(
        "scheduled_publication_date",
        "Scheduled Publication Date",
        _S,
        0.25,
        lambda ctx: date_within(ctx, 0, 240),
        (
            "The piece is scheduled to publish on {scheduled_publication_date}.",
            "Release of the episode featuring {first_name} is planned for {scheduled_publication_date}.",
        ),
    ),
    FieldSpec(
        "manuscript_title",
        "Working Title",
        _S,
        0.3,
        _title,
        (
            "{first_name} submitted a manuscript with the working title {manuscript_title}.",
            "The editor's notes on {manuscript_title} are attached.",
        ),
    ),
    FieldSpec(
        "author_pen_name",
        "Pen Name",
        _S,
        0.8,
        _pen_name,
        (
            "{full_name} publishes under the pen name {author_pen_name}.",
            "The cover will credit {author_pen_name} rather than the author's legal name.",
        ),
    ),
    FieldSpec(
        "author_royalty_payment",
        "Royalty Payment",
        _P,
        0.7,
        lambda ctx: money(ctx, 40, 28000),
        (
            "The royalty statement for the period shows a payment of {author_royalty_payment} to {full_name}.",
            "Net royalties due to {first_name} this period total {author_royalty_payment}.",
        ),
    ),
    FieldSpec(
        "author_advance",
        "Advance",
        _P,
        0.7,
        lambda ctx: money(ctx, 2500, 150000, cents=False),
        (
            "The contract provides an advance of {author_advance} against royalties.",
            "{first_name} will receive {author_advance} as an advance, paid in two installments.",
        ),
    ),
    FieldSpec(
        "sponsorship_rate",
        "Sponsorship Rate",
        _P,
        0.55,
        _sponsorship,
        (
            "The sponsor agreed to pay {sponsorship_rate}.",
            "The insertion order with {first_name} sets the rate at {sponsorship_rate}.",
        ),
    ),
    FieldSpec(
        "payout_bank_account",
        "Payout Account",
        _P,
        0.9,
        _payout,
        (
            "Payouts are deposited to {payout_bank_account}.",
            "{first_name} updated the payout details to {payout_bank_account}.",
        ),
    ),
    FieldSpec(
        "publisher_payee_ein",
        "Payee EIN",
        _P,
        0.9,
        lambda ctx: safe_ids.ein(ctx.rng),
        (
            "Payments are reported to the IRS under EIN {publisher_payee_ein}.",
            "The loan-out company owned by {first_name} is registered under EIN {publisher_payee_ein}.",
        ),
    ),
)

FILLER: tuple[str, ...] = (
    "This material is confidential and should not be shared outside the editorial team.",
    "Notes are stored on an encrypted drive that only the reporter and editor can access.",
    "All quotes will be checked against the recording before publication.",
    "The newsroom does not pay sources for interviews or information.",
    "Corrections are published promptly when an error is confirmed.",
    "The platform reviews appeals in the order they are received.",
    "Decisions on appeals are final once the second review is complete.",
    "Content that violates the community guidelines may be removed without notice.",
    "Creators are responsible for disclosing paid partnerships to their audience.",
    "Payouts are issued once the account balance passes the minimum threshold.",
    "Tax forms are sent electronically at the end of the calendar year.",
    "The producer will send a reminder the day before the recording.",
    "Guests are asked to use headphones and a quiet room for remote sessions.",
    "The episode will be edited for length and clarity.",
    "Ad reads should be recorded in the host's own words and follow the talking points.",
    "The publisher reserves the right to adjust the release schedule.",
    "Royalties are calculated on net receipts as defined in the contract.",
    "Returns reserves will be released over the following accounting periods.",
    "The manuscript is under consideration and should not be submitted elsewhere during the exclusive period.",
    "Editorial comments are suggestions, and the author has the final say on wording.",
    "The participant was told how the footage will be used and where it may appear.",
    "A signed release must be on file before any footage is aired.",
    "The crew will arrive early to set up lighting and sound.",
    "The fact-checker will contact each person quoted to confirm key details.",
    "Anonymous sourcing requires approval from a senior editor.",
    "The legal team reviewed the draft before it went to the copy desk.",
    "Screenshots were preserved in case the posts are deleted.",
    "Trust and safety staff may contact the reporting user for more details.",
    "The account owner was notified by email about the decision.",
    "Security settings were reset as part of the recovery process.",
    "Listener messages may be played on air only with permission.",
    "Please reply to this message if anything above needs to be corrected.",
)

BACKGROUNDS: tuple[str, ...] = (
    "{first_name}, whose job title is {occupation}, became involved with a media organization in {city}, which led to this {record_type}.",
    "After {life_event}, {first_name} began sharing the experience publicly, and the {record_type} followed.",
    "A media outlet in {city} opened the {record_type} after {first_name} got in touch.",
    "{first_name} was asked to talk publicly about {life_event}, and staff prepared this {record_type}.",
    "The {record_type} was drafted after {first_name} sent over documents and notes.",
    "{first_name} does creative work on the side of a day job ({occupation}), and the {record_type} followed.",
    "Staff escalated a case involving {first_name}, producing this {record_type}.",
    "{first_name} challenged an earlier decision, and staff wrote up the {record_type}.",
    "Ahead of a project in {city}, the team sent {first_name} the {record_type}.",
    "The {record_type} documents an arrangement {first_name} agreed to after an online audience grew quickly.",
    "An editor on the {subcategory} desk prepared the {record_type} before the work moved forward.",
    "{first_name} drew unwanted public attention after {life_event}, and the {record_type} records what followed.",
    "Routine {subcategory} paperwork required this {record_type} for {first_name}.",
    "A production team working in {city} needed the {record_type} before moving ahead with {first_name}.",
)

CATEGORY = Category(
    name="media",
    subcategories={
        "journalism": (
            "reporter source notes",
            "source confidentiality agreement",
            "pre-publication fact-check memo",
            "correction and retraction request",
        ),
        "social media": (
            "account suspension appeal",
            "content moderation escalation report",
            "trust and safety harassment report",
            "account data export confirmation",
        ),
        "podcasting": (
            "podcast guest release form",
            "podcast sponsorship insertion order",
            "podcast episode production notes",
            "listener voicemail transcript",
        ),
        "book publishing": (
            "literary agent query letter",
            "author royalty statement",
            "book publishing contract summary",
            "developmental edit letter",
        ),
        "broadcast and documentary": (
            "on-camera interview consent form",
            "broadcast pre-interview questionnaire",
            "documentary participant release",
            "broadcast segment rundown",
        ),
        "creator economy": (
            "influencer brand partnership contract",
            "creator fund payout statement",
            "paid newsletter payout summary",
            "sponsored post disclosure review",
        ),
    },
    fields=FIELDS,
    filler=FILLER,
    backgrounds=BACKGROUNDS,
    formats=(
        "email thread",
        "chat log",
        "interview transcript",
        "memo",
        "letter",
        "form",
        "statement with table",
        "report",
    ),
)
