"""Checks of a saved model folder before transformers loads it, so a broken folder is one clear line."""

from __future__ import annotations

import json
from pathlib import Path

from privasis_hub.errors import UserError

#: Files one of which a saved tokenizer has (without any, transformers may build an empty one silently).
TOKENIZER_FILES = ("tokenizer.json", "vocab.txt", "vocab.json", "tokenizer.model", "spiece.model",
                   "sentencepiece.bpe.model")


def check_config(folder: str | Path, what: str) -> None:
    """Refuse a ``config.json`` that is not JSON or names a ``model_type`` this transformers does not know."""
    config = Path(folder) / "config.json"
    if not config.is_file():
        return
    try:
        model_type = json.loads(config.read_text(encoding="utf-8")).get("model_type")
    except (OSError, ValueError, AttributeError) as err:
        raise UserError(f"{what}: cannot load a model from this folder ({config} is not a valid JSON object: "
                        f"{str(err).splitlines()[0]})",
                        hint="restore the folder written by save_pretrained") from None
    from transformers import CONFIG_MAPPING

    if model_type and model_type not in CONFIG_MAPPING:
        raise UserError(f"{what}: cannot load a model from this folder ({config} names model_type {model_type!r}, "
                        "which transformers does not know)",
                        hint="fix config.json, or upgrade transformers if the architecture is new") from None


def check_tokenizer(folder: str | Path, what: str) -> None:
    """Refuse a local model folder without any tokenizer file."""
    folder = Path(folder)
    if folder.is_dir() and not any((folder / name).is_file() for name in TOKENIZER_FILES):
        raise UserError(f"{what}: cannot load a model from this folder (no tokenizer files: "
                        f"{', '.join(TOKENIZER_FILES[:2])}, ...)",
                        hint="save the tokenizer beside the model: tokenizer.save_pretrained(folder)")
