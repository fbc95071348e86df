"""The hand-written development set: documents written by hand for evaluation, never by a generator.

``benchmarks/data/handwritten_dev.jsonl`` holds one document per line: ``id``, ``language``,
``layout`` (e-mail, chat, form, clinical or case note, log, table, news, minutes, ...), ``text``,
``gold`` (label + value, as a person would list them), ``entities`` (the gold values placed in the
text by :func:`privasis_hub.kavach.locate.locate`: every whole-word occurrence, longest value first)
and ``is_negative`` (no PII at all: shop notifications, officials quoted by office or name in the
news, role e-mails and switchboards, order and tracking numbers, documentation IP ranges).

It measures; it never trains, and no threshold is picked on it.
"""

from __future__ import annotations

import json
from pathlib import Path

DEV_PATH = Path(__file__).resolve().parent / "data" / "handwritten_dev.jsonl"
#: A second hand-written set, written after the tagger's decoding was settled by someone who had not read the
#: dev set or the tagger's code: the dev set was read while decoding rules were designed, this one was not.
HELDOUT_PATH = Path(__file__).resolve().parent / "data" / "handwritten_test.jsonl"


def read_dev(path: str | Path = DEV_PATH) -> list[dict]:
    """The dev documents as dicts; gold values are re-placed with the locator and checked."""
    from privasis_hub.kavach.locate import locate

    rows = []
    with open(path, encoding="utf-8") as f:
        for line_no, line in enumerate(f, 1):
            row = json.loads(line)
            values = [{"label": g["label"], "text": g["value"]} for g in row["gold"]]
            found = locate(row["text"], values) if values else None
            placed = ([{"label": e.label, "text": e.text, "start": e.start, "end": e.end}
                       for e in found.to_entities()] if found else [])
            if found is not None and (found.missing or found.inside_word):
                raise ValueError(f"{path}:{line_no} ({row['id']}): gold value not found as a whole word: "
                                 f"{found.missing or found.inside_word}")
            if placed != row["entities"]:
                raise ValueError(f"{path}:{line_no} ({row['id']}): stored entities differ from the located gold")
            rows.append(row)
    return rows


def load_dev(path: str | Path = DEV_PATH):
    """The dev set as a ``datasets.Dataset`` with Kavach's columns (id, language, text, entities, is_negative)."""
    from datasets import Dataset, Features, List, Value

    features = Features({
        "id": Value("string"), "language": Value("string"), "layout": Value("string"), "text": Value("string"),
        "entities": List({"label": Value("string"), "text": Value("string"),
                          "start": Value("int32"), "end": Value("int32")}),
        "is_negative": Value("bool"),
    })
    rows = [{k: r[k] for k in features} for r in read_dev(path)]
    return Dataset.from_list(rows, features=features)


if __name__ == "__main__":
    ds = load_dev()
    print(f"{ds.num_rows} documents, {sum(ds['is_negative'])} with no PII, "
          f"{len(set(ds['language']))} languages, {sum(len(e) for e in ds['entities'])} gold spans")
