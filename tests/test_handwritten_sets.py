"""The hand-written evaluation sets load, their gold sits where the locator puts it, and they are what they claim."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.handwritten import DEV_PATH, HELDOUT_PATH, read_dev  # noqa: E402


@pytest.mark.parametrize(("path", "docs", "languages", "negatives"), [(DEV_PATH, 60, 8, 12), (HELDOUT_PATH, 44, 10, 18)])
def test_a_hand_written_set_has_its_documents_languages_and_clean_documents(path, docs, languages, negatives):
    rows = read_dev(path)  # raises when a stored span is not where the locator puts the gold value
    assert len(rows) >= docs
    assert len({r["language"] for r in rows}) >= languages
    assert sum(r["is_negative"] for r in rows) >= negatives
    assert all(r["is_negative"] == (not r["gold"]) for r in rows)
    assert len({r["id"] for r in rows}) == len(rows)


def test_the_held_out_set_shares_no_document_with_the_dev_set():
    dev = {r["text"] for r in read_dev(DEV_PATH)}
    assert not dev & {r["text"] for r in read_dev(HELDOUT_PATH)}
