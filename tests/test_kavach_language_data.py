"""Kavach's languages are data: builds stay byte-identical, and a language is added by a data file."""

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from datasets import load_dataset

from privasis_hub.kavach import languages
from privasis_hub.kavach.languages import LANGUAGES, LanguageDataError, load_language, load_languages
from privasis_hub.kavach.pipeline import build_kavach

# sha256 of the rows of `build_kavach(300, 0, split=None)` (one sorted-key JSON line per row) and of its
# parquet file. The language tables moved to data files with both hashes unchanged (recorded on main
# 1ad1f36 before the move: rows 20715279..., parquet 78433a64...). A change to the language data or the
# generator that is meant to change the corpus updates them in the same commit, and the commit says why.
ROWS_SHA256 = "c05d47b8f6dd7b4073cfa6a7c4e96dd4d4d0e156e746cc5b34aef0478858e701"
PARQUET_SHA256 = "a2f9c5dcef34adaaaa7567b79d6f5567b7e0768d8e6ce1ca180673dad28cc0b5"


def test_build_is_byte_identical_to_the_recorded_corpus(tmp_path):
    dd = build_kavach(300, 0, tmp_path / "kv", split=None)
    rows = hashlib.sha256()
    for row in dd["train"]:
        rows.update(json.dumps(row, sort_keys=True, ensure_ascii=False).encode() + b"\n")
    assert rows.hexdigest() == ROWS_SHA256
    (parquet,) = (tmp_path / "kv" / "data").glob("*.parquet")
    assert hashlib.sha256(parquet.read_bytes()).hexdigest() == PARQUET_SHA256


DATA = Path(languages.__file__).resolve().parent.parent / "data" / "kavach"


def _copy(tmp_path: Path, code: str, edit=lambda text: text, source: str = "es") -> Path:
    text = (DATA / f"{source}.yaml").read_text(encoding="utf-8").replace(f"\ncode: {source}\n", f"\ncode: {code}\n")
    path = tmp_path / f"{code}.yaml"
    path.write_text(edit(text), encoding="utf-8")
    return path


def test_every_package_file_loads_to_the_registered_language():
    files = languages.language_files()
    assert [p.stem for p in files] == list(LANGUAGES)
    again = load_languages(files)
    assert list(again) == list(LANGUAGES)
    assert all(again[c].__dict__ == LANGUAGES[c].__dict__ for c in LANGUAGES)


def test_a_language_file_in_an_extra_folder_is_loaded_after_the_builtin_ones(tmp_path, monkeypatch):
    _copy(tmp_path, "es-x", lambda t: t.replace("name: Spanish", "name: Spanish (copy)"))
    monkeypatch.setenv(languages.EXTRA_DIRS_ENV, str(tmp_path))
    loaded = load_languages()
    assert list(loaded)[-1] == "es-x" and list(loaded)[:-1] == list(LANGUAGES)
    assert loaded["es-x"].name == "Spanish (copy)" and loaded["es-x"].frames == LANGUAGES["es"].frames


def test_a_language_added_by_a_data_file_builds_a_corpus(tmp_path):
    _copy(tmp_path, "es-x")
    env = {**os.environ, languages.EXTRA_DIRS_ENV: str(tmp_path), "PYTHONPATH": str(DATA.parent.parent.parent)}
    run = subprocess.run([sys.executable, "-m", "privasis_hub.cli", "build", "kavach", "--n", "12", "--languages",
                          "es-x", "--no-split", "--quiet", "--out", str(tmp_path / "kv")],
                         env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    ds = load_dataset(str(tmp_path / "kv"))["train"]
    assert ds.num_rows == 12 and set(ds["language"]) == {"es-x"}


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("\nspaces: true\n", "\nspaces: maybe\n", r"line \d+: spaces: expected true or false"),
        ("\nspeaker_words:\n", "\nspeaker_word:\n", r"line \d+: speaker_word: unknown key"),
        ("\n- Madrid\n", "\n- no\n", r"line \d+: cities\[\d+\]: expected text, got the non-text value 'no'"),
        ("\n  - Me llamo {PERSON}.\n", "\n  - Me llamo.\n", r"line \d+: frames.intro\[0\]: a 'intro' frame needs"),
        ("\n  filler:\n", "\n  relleno:\n", r"line \d+: frames.relleno: unknown frame kind"),
        ("\nnumber_style: dot\n", "\nnumber_style: dots\n", r"line \d+: number_style: 'dots' is not one of"),
        ("\n  PERSON: Nombre y apellidos\n", "\n  PERSONA: Nombre y apellidos\n", r"line \d+: field_names.PERSONA: not"),
        ("\ngreeting: Hola\n", "\n", r": greeting: missing"),
        ("\ncities:\n", "\ncities: [Madrid\n", r"line \d+: not valid YAML"),
        ("\n  - 'Tel.'\n", "\n  - 'Correo electrónico'\n", r"line \d+: field_name_variants.PHONE: 'Correo electrónico' is"),
        ("\n  PHONE:\n  - 'Tel.'\n", "\n  TELEFONO:\n  - 'Tel.'\n", r"line \d+: field_name_variants.TELEFONO: not a"),
    ],
)
def test_a_bad_language_file_names_the_file_key_and_line(tmp_path, old, new, message):
    path = _copy(tmp_path, "es", lambda t: t.replace(old, new, 1))
    assert old in (DATA / "es.yaml").read_text(encoding="utf-8")
    with pytest.raises(LanguageDataError, match=message) as err:
        load_language(path)
    assert str(path) in str(err.value)


def test_a_form_writes_one_of_the_field_names_of_a_label_and_keeps_it_within_the_document():
    from privasis_hub.kavach.pipeline import build_kavach

    rows = build_kavach(400, 3, None, split=None, languages=["de"])["train"]
    options = LANGUAGES["de"].field_name_options("PHONE")
    used = set()
    for r in rows:
        if r["condition"] != "form":
            continue
        heads = [line.split(":", 1)[0] for line in r["text"].split("\n") if ":" in line]
        names = {h for h in heads if h in options}
        assert len(names) <= 1, heads  # "Telefon" and "Tel." never in one form
        used |= names
    assert len(used) >= 2  # the variants are drawn, by seed, across documents


def test_the_line_number_points_at_the_bad_value(tmp_path):
    path = _copy(tmp_path, "es", lambda t: t.replace("\n- Madrid\n", "\n- yes\n", 1))
    line = path.read_text(encoding="utf-8").splitlines().index("- yes") + 1
    with pytest.raises(LanguageDataError, match=f"line {line}: cities"):
        load_language(path)


def test_a_file_whose_code_differs_from_its_name_is_refused(tmp_path):
    path = _copy(tmp_path, "es")
    path = path.rename(tmp_path / "xx.yaml")
    with pytest.raises(LanguageDataError, match=r"xx.yaml, line \d+: code: 'es' differs from the file name 'xx'"):
        load_language(path)
