"""The Privasis-Sanitization builder end to end (offline) and its verification."""

import asyncio
import json
import random
import re
from dataclasses import asdict
from pathlib import Path

import pytest
from datasets import load_dataset

from privasis_hub.errors import UserError
from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.pipeline import (
    SanitizeConfig,
    _make_backend,
    build_sanitization,
    instruction_names_targets,
    sanitize_record,
    verify,
)
from privasis_hub.sanitize.rules import age_spans, leaks, parse_date, value_kind
from privasis_hub.sanitize.targets import DOB_KEY, name_parts
from privasis_hub.synth.catalog import REFERENCE_DATE
from privasis_hub.synth.pipeline import build_privasis


@pytest.fixture(scope="module")
def corpora(tmp_path_factory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("san")
    build_privasis(60, 0, root / "privasis", shard_size=30, no_refine=True, split=None)
    build_sanitization(root / "privasis", root / "sanitization", shard_size=20)
    return root / "privasis", root / "sanitization"


def test_triplets_load_with_every_column(corpora):
    ds = load_dataset(str(corpora[1]))["train"]
    assert ds.num_rows == 60
    assert {"id", "record_id", "identity_ids", "original", "instruction", "sanitized", "targets", "retention",
            "num_chunks", "difficulty", "provenance", "prompt", "completion"} <= set(ds.column_names)


def test_vanilla_rows_hold_no_target_value_and_keep_retention(corpora):
    rows = [r for r in load_dataset(str(corpora[1]))["train"] if r["difficulty"] == "vanilla"]
    assert len(rows) >= 50
    for row in rows:
        low = row["sanitized"].lower()
        for t in row["targets"]:
            for key, v in zip(t["keys"], t["values"], strict=True):
                if key == "age":  # a number is an age only where the text says so
                    assert not age_spans(row["sanitized"], v), (row["id"], t)
                else:
                    assert v.lower() not in low, (row["id"], t)
        assert all(r["value"] in row["sanitized"] for r in row["retention"])


def test_instructions_name_targets_and_retention(corpora):
    for row in load_dataset(str(corpora[1]))["train"]:
        assert row["instruction"].strip() and instruction_names_targets(row), row["instruction"]


def test_rows_carry_their_source_identity_and_sft_messages(corpora):
    source = {r["id"]: r for r in load_dataset(str(corpora[0]))["train"]}
    for row in load_dataset(str(corpora[1]))["train"]:
        assert row["identity_ids"] == source[row["record_id"]]["identity_ids"]
        assert row["original"] == source[row["record_id"]]["text"]
        assert row["prompt"][0]["role"] == "user" and row["instruction"] in row["prompt"][0]["content"]
        assert row["completion"] == [{"role": "assistant", "content": row["sanitized"]}]


def test_same_seed_gives_the_same_triplets(corpora, tmp_path):
    build_sanitization(corpora[0], tmp_path / "again", shard_size=20)
    a = sorted((corpora[1] / "data").glob("*.parquet"))[0].read_bytes()
    b = sorted((tmp_path / "again" / "data").glob("*.parquet"))[0].read_bytes()
    assert a == b


@pytest.fixture(scope="module")
def vanilla(corpora) -> list[dict]:
    return [r for r in load_dataset(str(corpora[1]))["train"] if r["difficulty"] == "vanilla"]


def _targets(row):
    return [(t["operation"], k, v) for t in row["targets"] for k, v in zip(t["keys"], t["values"], strict=True)]


def test_no_name_part_of_a_name_target_survives_even_inside_emails_and_urls(vanilla):
    checked = 0
    for row in vanilla:
        text = row["sanitized"]
        tokens = [t.lower() for t in re.findall(r"\S*[@/_\d]\S*", text)]  # e-mails, URLs, handles
        for t in row["targets"]:
            surname_only = t["kind"] == "attribute" and value_kind(t["keys"][0], t["values"][0]) == "last_name"
            for key, value in zip(t["keys"], t["values"], strict=True):
                if value_kind(key, value) not in ("name", "first_name", "last_name"):
                    continue
                checked += 1
                for part in [t["values"][0]] if surname_only else name_parts(value):  # "the last name" alone
                    assert not re.search(rf"(?<![a-z]){part}(?![a-z])", text, re.I), (row["id"], part)
                    assert not [tok for tok in tokens if part.lower() in tok], (row["id"], part)
    assert checked >= 5


@pytest.fixture(scope="module")
def dob_rows(corpora, vanilla) -> list[dict]:
    """Vanilla rows with a date of birth among their targets: those the fixture build drew, and more drawn from its
    records that hold a date of birth (seeds tried in turn), so the test does not hang on what one build draws."""
    rows = [r for r in vanilla if any(DOB_KEY.search(k) for _, k, _ in _targets(r))]
    backend, cfg = _make_backend("offline"), SanitizeConfig()
    held = [r for r in load_dataset(str(corpora[0]))["train"] if any(DOB_KEY.search(a["key"]) for a in r["attributes"])]
    for seed in range(200):
        if len({r["id"] for r in rows}) >= 4 or not held:
            break
        record = held[seed % len(held)]
        row, failures = asyncio.run(sanitize_record(backend, record, cfg, seed))
        row = asdict(row) | {"id": f"{record['id']}@{seed}"}
        if not failures and any(DOB_KEY.search(k) for _, k, _ in _targets(row)):
            rows.append(row)
    return rows


def test_a_date_of_birth_target_takes_the_age_and_a_dropped_one_the_birth_year(dob_rows):
    checked = 0
    for row in dob_rows:
        for op, key, value in _targets(row):
            born = parse_date(value) if DOB_KEY.search(key) else None
            if born:
                checked += 1
                for when in (REFERENCE_DATE, REFERENCE_DATE.replace(year=REFERENCE_DATE.year - 1)):
                    age = when.year - born.year - ((when.month, when.day) < (born.month, born.day))
                    said = rf"\b{age}\s*(?:-|\s)?years?[- ]old|\bage[ds]?\b[^\n\d]{{0,25}}\b{age}\b"
                    assert not re.search(said, row["sanitized"], re.I), (row["id"], age)
                if op == "drop":
                    assert str(born.year) not in row["sanitized"], row["id"]
    assert checked >= 4


def test_no_placeholder_is_left_by_a_drop(corpora):
    for row in load_dataset(str(corpora[1]))["train"]:
        assert "[removed]" not in row["sanitized"] and "[redacted]" not in row["sanitized"].lower(), row["id"]


def test_instructions_are_varied_human_and_count_nothing(corpora):
    instructions = load_dataset(str(corpora[1]))["train"]["instruction"]
    openers = {" ".join(i.lower().split()[:4]) for i in instructions}
    assert len(openers) >= 15  # 60 rows drawn from 28 openers
    for text in instructions:
        assert not re.search(r"\b[a-z]+_[a-z]", text), text
        assert not re.search(r"\b(hoa|agi|ssn|gpa|bmi|dob|ein|vin|iban)\b", text), text
        assert not re.search(r"\b(\d+|one)\s+(places?|times)\b|places it appears", text), text


def test_report_counts_difficulty_and_operations(corpora):
    report = json.loads((corpora[1] / "build_report.json").read_text())
    assert sum(report["difficulty"].values()) == report["rows"] == 60
    assert set(report["operations"]) <= {"abstract", "drop"}


def test_verification_catches_a_planted_leak():
    target = SanitizationTarget("attribute", "phone", (TargetAttribute("phone", "(312) 555-0188"),), "drop")
    keep = [TargetAttribute("employer", "Lakeside Compounding")]
    clean = "Call the office. Employer: Lakeside Compounding."
    assert verify(clean, [target], keep) == []
    assert verify("Call 312.555.0188. Employer: Lakeside Compounding.", [target], keep)
    assert verify("Call the office.", [target], keep) == ["lost retention employer='Lakeside Compounding'"]


def test_verification_sees_components_and_calls_them_inferable():
    from privasis_hub.sanitize.targets import expand

    target = SanitizationTarget("attribute", "full_name", (TargetAttribute("full_name", "Hayden Bates"),), "drop")
    full = expand(target, [])
    text = "The client writes from hbates84@example.org."
    assert verify(text, [full], [], stored=[target]) == ["inferable 'Bates'"]
    assert verify(text, [target], []) == []


def test_leak_check_is_case_insensitive():
    assert leaks("written by DANA WHITFIELD", ["Dana Whitfield"]) == ["Dana Whitfield"]


def test_missing_source_folder_is_a_clear_error(tmp_path):
    with pytest.raises(UserError, match="no data/\\*.parquet"):
        build_sanitization(tmp_path, tmp_path.parent / "out")


def test_operations_and_kinds_vary_across_rows(corpora):
    ops = {t["operation"] for r in load_dataset(str(corpora[1]))["train"] for t in r["targets"]}
    assert ops == {"abstract", "drop"}
    random.seed(0)


class _LazyRewriter:
    """A sanitizer that changes nothing, so every triplet fails verification."""

    def __init__(self):
        from privasis_hub.offline import OfflineBackend

        self._offline = OfflineBackend()
        self.name, self.model = "lazy", "none"

    def __getattr__(self, name):
        return getattr(self._offline, name)

    async def rewrite_chunk(self, chunk, instruction, target, keep, *, seed):
        return chunk


def test_failing_triplets_are_retried_once_then_kept_as_hard(corpora, tmp_path):
    from privasis_hub.offline import OfflineBackend

    hard = build_sanitization(corpora[0], tmp_path / "hard", backend=_LazyRewriter(), shard_size=30)["train"]
    assert set(hard["difficulty"]) == {"hard"} and hard.num_rows == 60
    retried = build_sanitization(corpora[0], tmp_path / "retried", backend=_LazyRewriter(),
                                 retry=OfflineBackend(), shard_size=30)
    report = json.loads((tmp_path / "retried" / "build_report.json").read_text())
    assert report["retried_with_llm"] == 60
    assert retried["train"]["difficulty"].count("vanilla") >= 50
