"""Kavach's languages are data: builds stay byte-identical, and a language is added by a data file."""

import hashlib
import json

from privasis_hub.kavach.pipeline import build_kavach

# sha256 of the rows of `build_kavach(300, 0, split=None)` (one sorted-key JSON line per row) and of its
# parquet file, recorded on main (1ad1f36) before the language tables moved to data files. A change to the
# language data that is meant to change the corpus updates these, in the same commit, with the reason.
ROWS_SHA256 = "20715279ba41d8ecf82d10d5c00597f85370575add268f88539cf66b324cf355"
PARQUET_SHA256 = "78433a64c3b70233e2d9e02a97ccd76ca61421db10cb7babd2da0980265489a9"


def test_build_is_byte_identical_to_the_recorded_corpus(tmp_path):
    dd = build_kavach(300, 0, tmp_path / "kv", split=None)
    rows = hashlib.sha256()
    for row in dd["train"]:
        rows.update(json.dumps(row, sort_keys=True, ensure_ascii=False).encode() + b"\n")
    assert rows.hexdigest() == ROWS_SHA256
    (parquet,) = (tmp_path / "kv" / "data").glob("*.parquet")
    assert hashlib.sha256(parquet.read_bytes()).hexdigest() == PARQUET_SHA256
