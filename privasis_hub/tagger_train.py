"""What ``recipes/token_classification.py`` wires together: data, labels, tokenizer, model and Trainer.

The labels come from the data (every label of the train split's ``entities``), as BIO tags written
into ``config.id2label`` / ``label2id``, so the saved folder works with
``pipeline("token-classification", aggregation_strategy="simple")`` as well as with
:class:`privasis_hub.tagger.TaggerSystem`. ``model_name_or_path`` is a pretrained encoder (Hub id or local
folder); without one, ``from_config`` builds a small encoder from a config with a WordPiece tokenizer
trained on the corpus's train texts (no download), for CPU runs.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError
from privasis_hub.tagger import bio_labels, min_value_chars, tokenize_and_align, train_tokenizer

logger = logging.getLogger(__name__)

_COLUMNS = ("text", "entities")


@dataclass
class TaggerScriptArguments:
    """Data and windowing of a tagger run."""

    dataset_name: str | None = field(default=None, metadata={"help": "a Kavach folder or Hub dataset id"})
    dataset_train_split: str = field(default="train", metadata={"help": "split to train on"})
    dataset_test_split: str | None = field(default="validation", metadata={"help": "split to evaluate on ('' = none)"})
    max_length: int = field(default=256, metadata={"help": "tokens per window"})
    stride: int = field(default=64, metadata={"help": "tokens shared by consecutive windows"})


@dataclass
class TaggerModelArguments:
    """A pretrained encoder, or a small one built from a config with a tokenizer trained on the corpus."""

    model_name_or_path: str | None = field(default=None, metadata={"help": "Hub id or local folder of an encoder"})
    from_config: str | None = field(default=None, metadata={
        "help": "build a randomly initialised encoder of this model type (e.g. 'bert') instead of loading one"})
    vocab_size: int = field(default=8000, metadata={"help": "tokenizer vocabulary when built from a config"})
    hidden_size: int = field(default=256, metadata={"help": "from_config only"})
    num_hidden_layers: int = field(default=4, metadata={"help": "from_config only"})
    num_attention_heads: int = field(default=4, metadata={"help": "from_config only"})
    intermediate_size: int = field(default=512, metadata={"help": "from_config only"})
    max_position_embeddings: int = field(default=512, metadata={"help": "from_config only"})
    dropout: float = field(default=0.1, metadata={"help": "from_config only: hidden and attention dropout"})


def load_tagger_dataset(name: str | None, train_split: str):
    """The corpus as a ``DatasetDict`` with ``text`` and ``entities`` columns (others dropped)."""
    from datasets import load_dataset

    if not name:
        raise UserError("no dataset given", hint="set `dataset_name:` in the config or pass --dataset_name DIR")
    try:
        dd = load_dataset(name)
    except (FileNotFoundError, ValueError) as err:
        raise UserError(f"cannot load dataset {name!r}: {err}", hint="pass a `privasis build kavach` folder") from None
    if train_split not in dd:
        raise UserError(f"{name}: no split {train_split!r}", hint=f"it has: {', '.join(dd)}")
    for split, ds in dd.items():
        missing = [c for c in _COLUMNS if c not in ds.column_names]
        if missing:
            raise UserError(f"{name} ({split}): no column {missing[0]!r}; a tagger trains on `text` + `entities`",
                            hint="pass a Kavach build folder")
    return dd.select_columns(list(_COLUMNS))


def labels_of(train) -> list[str]:
    """The entity labels present in the train split."""
    return sorted({e["label"] for ents in train["entities"] for e in ents})


def build_tagger(script_args: TaggerScriptArguments, model_args: TaggerModelArguments, dataset, seed: int = 0):
    """``(model, tokenizer, tokenized DatasetDict)`` for training."""
    import torch
    from transformers import AutoConfig, AutoModelForTokenClassification, AutoTokenizer

    tags = bio_labels(labels_of(dataset[script_args.dataset_train_split]))
    id2label = dict(enumerate(tags))
    label2id = {t: i for i, t in id2label.items()}
    if model_args.model_name_or_path:
        tokenizer = AutoTokenizer.from_pretrained(model_args.model_name_or_path)
        if not tokenizer.is_fast:
            raise UserError(f"{model_args.model_name_or_path}: a tagger needs a fast tokenizer (character offsets)")
        model = AutoModelForTokenClassification.from_pretrained(
            model_args.model_name_or_path, num_labels=len(tags), id2label=id2label, label2id=label2id,
            ignore_mismatched_sizes=True)
    elif model_args.from_config:
        logger.info("training a %d-token WordPiece tokenizer on the train texts", model_args.vocab_size)
        tokenizer = train_tokenizer(dataset[script_args.dataset_train_split]["text"], model_args.vocab_size,
                                    model_max_length=model_args.max_position_embeddings)
        config = AutoConfig.for_model(
            model_args.from_config, vocab_size=len(tokenizer), hidden_size=model_args.hidden_size,
            num_hidden_layers=model_args.num_hidden_layers, num_attention_heads=model_args.num_attention_heads,
            intermediate_size=model_args.intermediate_size, max_position_embeddings=model_args.max_position_embeddings,
            hidden_dropout_prob=model_args.dropout, attention_probs_dropout_prob=model_args.dropout,
            pad_token_id=tokenizer.pad_token_id, num_labels=len(tags), id2label=id2label, label2id=label2id)
        torch.manual_seed(seed)
        model = AutoModelForTokenClassification.from_config(config)
    else:
        raise UserError("give model_name_or_path (a pretrained encoder) or from_config (e.g. bert)")
    model.config.privasis_window = {"max_length": script_args.max_length, "stride": script_args.stride}
    splits = [s for s in (script_args.dataset_train_split, script_args.dataset_test_split) if s and s in dataset]
    tokenized = {s: dataset[s].map(tokenize_and_align, batched=True, remove_columns=list(_COLUMNS),
                                   fn_kwargs={"tokenizer": tokenizer, "label2id": label2id,
                                              "max_length": script_args.max_length, "stride": script_args.stride},
                                   desc=f"windows ({s})") for s in splits}
    return model, tokenizer, tokenized


def write_min_chars(model_dir: str | Path, entities) -> dict[str, int]:
    """Write each label's shortest value in ``entities`` (the train split) into the model's ``config.json`` as
    ``privasis_min_chars``: :class:`~privasis_hub.tagger.TaggerSystem` drops a span shorter than that."""
    from transformers import AutoConfig

    config = AutoConfig.from_pretrained(model_dir)
    config.privasis_min_chars = min_value_chars(entities)
    config.save_pretrained(model_dir)
    return config.privasis_min_chars


#: Candidate probabilities of "not O" a token needs to be tagged (0.5: more likely in a value than not).
THRESHOLDS = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)


def pick_threshold(model_dir: str | Path, texts: list[str], entities: list[list[dict]]) -> dict[str, Any]:
    """The token threshold (probability of "not O") with the best label-agnostic redaction F1 on ``texts``
    (the validation split), written into the model's ``config.json`` as ``privasis_token_threshold``.

    Returns ``{"threshold": t, "table": [{"threshold", "redaction_f1", "redaction_recall", "fp_rate_clean"}]}``;
    ties go to the higher threshold (fewer flags for the same F1). The model runs once; every threshold
    decodes its token scores.
    """
    from transformers import AutoConfig

    from privasis_hub.metrics.spans import span_scores
    from privasis_hub.tagger import TaggerSystem

    tagger = TaggerSystem(model_dir)
    scores = tagger.token_scores(texts, progress=False)
    gold = [[{k: e[k] for k in ("label", "start", "end")} for e in ents] for ents in entities]
    table = []
    for t in THRESHOLDS:
        preds = [[{k: p[k] for k in ("label", "start", "end")} for p in spans]
                 for spans in tagger.decode(texts, scores, t)]
        s = span_scores(preds, gold, texts=texts, n_bootstrap=0)
        table.append({"threshold": t, "redaction_f1": s["redaction_f1"], "redaction_recall": s["redaction_recall"],
                      "fp_rate_clean": s["fp_rate_clean"]})
    best = max(table, key=lambda row: (row["redaction_f1"], row["threshold"]))
    config = AutoConfig.from_pretrained(model_dir)
    config.privasis_token_threshold = best["threshold"]
    config.save_pretrained(model_dir)
    return {"threshold": best["threshold"], "table": table}


def write_tagger_card(output_dir: str | Path, script_args: TaggerScriptArguments, model_args: TaggerModelArguments,
                      training_args: Any, eval_scores: dict | None = None) -> Path:
    """The tagger's README.md card (with a model-index when ``eval_scores`` is given)."""
    from privasis_hub.model_card import render_model_card

    out = Path(output_dir)
    base = model_args.model_name_or_path or f"{model_args.from_config} built from a config (random initialisation)"
    args = {k: v for k, v in training_args.to_dict().items() if not k.endswith("_token")}
    args.update(max_length=script_args.max_length)
    card = render_model_card("tagger", model_id=out.name, base_model=base, dataset=Path(script_args.dataset_name).name
                             if Path(script_args.dataset_name).exists() else script_args.dataset_name,
                             training_args=args, eval_results={"test": eval_scores} if eval_scores else None,
                             tiny=model_args.from_config is not None, stride=script_args.stride,
                             window=script_args.max_length)
    card.save(out / "README.md")
    (out / "training_config.json").write_text(json.dumps(
        {"script": vars(script_args), "model": vars(model_args), "training": args}, indent=2, default=str) + "\n")
    return out / "README.md"
