"""Typed rows of every corpus and their ``datasets.Features``.

Rows are plain dataclasses so pipeline stages stay pure functions over rows;
``to_dict`` gives the nested-dict form that ``datasets`` and parquet store, and
``from_dict`` reads it back (the schema round trip).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass

from datasets import Features, List, Value

from privasis_hub.errors import UserError

PIPELINE_VERSION = "privasis-0.1.0"


class RowError(UserError):
    """A row is malformed; the message names the row id and the field."""

    def __init__(self, row_id: str, field_name: str, message: str):
        self.row_id = row_id
        self.field = field_name
        self.detail = message
        super().__init__(f"row {row_id!r}, field {field_name!r}: {message}")

    def __reduce__(self):  # raised in a build's worker process, it reaches the parent whole (pickled by its fields)
        return type(self), (self.row_id, self.field, self.detail)


@dataclass
class Profile:
    """The synthetic person a record is grown from (adults only)."""

    first_name: str
    last_name: str
    sex: str
    age: int
    date_of_birth: str
    ethnicity: str
    citizenship: str
    id_type: str
    id_number: str
    passport_number: str
    phone: str
    email: str
    user_handle: str
    url: str
    street_address: str
    city: str
    region: str
    postal_code: str
    country: str
    occupation: str
    employer: str
    marital_status: str
    life_event: str

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}"


@dataclass
class Span:
    start: int
    end: int


@dataclass
class Attribute:
    """One annotated private detail: its value occurs verbatim at every span."""

    key: str
    value: str
    group: str
    sensitivity: float
    spans: list[Span] = field(default_factory=list)


@dataclass
class Group:
    name: str
    keys: list[str]


@dataclass
class Provenance:
    backend: str
    model: str
    seed: int
    pipeline_version: str = PIPELINE_VERSION


@dataclass
class RefinementStep:
    step: int
    judge: float
    vendi_gain: float | None  # None: not computed (no gain could have made the revision pass; see synth.refine)
    score: float | None
    accepted: bool


@dataclass
class Refinement:
    steps_tried: int = 0
    steps_accepted: int = 0
    steps: list[RefinementStep] = field(default_factory=list)


@dataclass
class PrivasisRecord:
    """One Privasis row: a synthetic private record and its exact annotations."""

    id: str
    identity_ids: list[str]
    profile: Profile
    record_type: str
    category: str
    subcategory: str
    background: str
    format: str
    #: The day the document is dated, ISO 8601; ages and event dates in the record are relative to it.
    document_date: str
    text: str
    attributes: list[Attribute]
    groups: list[Group]
    language: str
    word_count: int
    provenance: Provenance
    refinement: Refinement

    def to_dict(self) -> dict:
        """The nested-dict form stored in parquet (written out: this runs once per generated record)."""
        return {
            "id": self.id,
            "identity_ids": list(self.identity_ids),
            "profile": dict(vars(self.profile)),
            "record_type": self.record_type,
            "category": self.category,
            "subcategory": self.subcategory,
            "background": self.background,
            "format": self.format,
            "document_date": self.document_date,
            "text": self.text,
            "attributes": [
                {"key": a.key, "value": a.value, "group": a.group, "sensitivity": a.sensitivity,
                 "spans": [{"start": s.start, "end": s.end} for s in a.spans]}
                for a in self.attributes
            ],
            "groups": [{"name": g.name, "keys": list(g.keys)} for g in self.groups],
            "language": self.language,
            "word_count": self.word_count,
            "provenance": dict(vars(self.provenance)),
            "refinement": {
                "steps_tried": self.refinement.steps_tried,
                "steps_accepted": self.refinement.steps_accepted,
                "steps": [dict(vars(s)) for s in self.refinement.steps],
            },
        }

    @classmethod
    def from_dict(cls, row: dict) -> PrivasisRecord:
        """Rebuild a record from its stored form, naming the field that is wrong."""
        row_id = str(row.get("id", "<no id>"))
        missing = [f.name for f in fields(cls) if f.name not in row]
        if missing:
            raise RowError(row_id, missing[0], "missing column")
        try:
            return cls(
                id=row["id"],
                identity_ids=list(row["identity_ids"]),
                profile=Profile(**row["profile"]),
                record_type=row["record_type"],
                category=row["category"],
                subcategory=row["subcategory"],
                background=row["background"],
                format=row["format"],
                document_date=row["document_date"],
                text=row["text"],
                attributes=[
                    Attribute(**{**a, "spans": [Span(**s) for s in a["spans"]]}) for a in row["attributes"]
                ],
                groups=[Group(**g) for g in row["groups"]],
                language=row["language"],
                word_count=row["word_count"],
                provenance=Provenance(**row["provenance"]),
                refinement=Refinement(
                    **{**row["refinement"], "steps": [RefinementStep(**s) for s in row["refinement"]["steps"]]}
                ),
            )
        except TypeError as err:  # wrong or missing keys inside a struct
            raise RowError(row_id, "profile/attributes/groups", str(err)) from err


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _plain(obj):
    """Dataclasses to dicts, recursively (like ``dataclasses.asdict`` without its deep copies)."""
    if isinstance(obj, list):
        return [_plain(x) for x in obj]
    if is_dataclass(obj):
        names = _FIELD_NAMES.get(type(obj))
        if names is None:
            names = _FIELD_NAMES[type(obj)] = tuple(f.name for f in fields(obj))
        return {name: _plain(getattr(obj, name)) for name in names}
    return obj


def _profile_features() -> dict:
    return {f.name: Value("int32") if f.name == "age" else Value("string") for f in fields(Profile)}


PROVENANCE_FEATURES = {
    "backend": Value("string"),
    "model": Value("string"),
    "seed": Value("int64"),
    "pipeline_version": Value("string"),
}

ATTRIBUTE_FEATURES = {
    "key": Value("string"),
    "value": Value("string"),
    "group": Value("string"),
    "sensitivity": Value("float64"),
    "spans": List({"start": Value("int32"), "end": Value("int32")}),
}

PRIVASIS_FEATURES = Features(
    {
        "id": Value("string"),
        "identity_ids": List(Value("string")),
        "profile": _profile_features(),
        "record_type": Value("string"),
        "category": Value("string"),
        "subcategory": Value("string"),
        "background": Value("string"),
        "format": Value("string"),
        "document_date": Value("string"),
        "text": Value("string"),
        "attributes": List(ATTRIBUTE_FEATURES),
        "groups": List({"name": Value("string"), "keys": List(Value("string"))}),
        "language": Value("string"),
        "word_count": Value("int32"),
        "provenance": PROVENANCE_FEATURES,
        "refinement": {
            "steps_tried": Value("int32"),
            "steps_accepted": Value("int32"),
            "steps": List(
                {
                    "step": Value("int32"),
                    "judge": Value("float64"),
                    "vendi_gain": Value("float64"),
                    "score": Value("float64"),
                    "accepted": Value("bool"),
                }
            ),
        },
    }
)


# --- Privasis-Sanitization ------------------------------------------------------------


@dataclass
class TargetRecord:
    """One sanitization target as stored: an attribute or a group, its values and operation."""

    kind: str
    name: str
    keys: list[str]
    values: list[str]
    operation: str
    instruction: str


@dataclass
class Retained:
    key: str
    value: str


@dataclass
class SanitizationRecord:
    """One Privasis-Sanitization row: (record, instruction, sanitized record) plus its targets."""

    id: str
    record_id: str
    identity_ids: list[str]
    original: str
    instruction: str
    sanitized: str
    targets: list[TargetRecord]
    retention: list[Retained]
    num_chunks: int
    difficulty: str
    provenance: Provenance
    prompt: list[dict]
    completion: list[dict]

    def to_dict(self) -> dict:
        """The nested-dict form stored in parquet."""
        return _plain(self)


MESSAGES = List({"role": Value("string"), "content": Value("string")})

SANITIZATION_FEATURES = Features(
    {
        "id": Value("string"),
        "record_id": Value("string"),
        "identity_ids": List(Value("string")),
        "original": Value("string"),
        "instruction": Value("string"),
        "sanitized": Value("string"),
        "targets": List(
            {
                "kind": Value("string"),
                "name": Value("string"),
                "keys": List(Value("string")),
                "values": List(Value("string")),
                "operation": Value("string"),
                "instruction": Value("string"),
            }
        ),
        "retention": List({"key": Value("string"), "value": Value("string")}),
        "num_chunks": Value("int32"),
        "difficulty": Value("string"),
        "provenance": PROVENANCE_FEATURES,
        "prompt": MESSAGES,
        "completion": MESSAGES,
    }
)


# --- Kavach ---------------------------------------------------------------------------

KAVACH_FEATURES = Features(
    {
        "id": Value("string"),
        "identity_ids": List(Value("string")),
        "source_ids": List(Value("string")),
        "language": Value("string"),
        "script": Value("string"),
        "domain": Value("string"),
        "condition": Value("string"),
        "condition_engine": Value("string"),
        "text": Value("string"),
        "entities": List(
            {"label": Value("string"), "text": Value("string"), "start": Value("int32"), "end": Value("int32")}
        ),
        "is_negative": Value("bool"),
        "prompt": Value("string"),
        "completion": Value("string"),
        "provenance": PROVENANCE_FEATURES,
    }
)
