"""Train a token-classification PII tagger on a Kavach corpus with the transformers Trainer.

Usage (GPU; the model, data and hyperparameters are in the YAML):

accelerate launch --config_file recipes/accelerate_configs/ddp.yaml recipes/token_classification.py \
    --config recipes/kavach-tagger-mmbert-small/config.yaml

On a CPU, with no download (a small encoder built from a config, a tokenizer trained on the corpus):

privasis build kavach --n 8000 --seed 0 --out out/kavach --min-test-per-language 4
python recipes/token_classification.py --config recipes/tiny/tagger.yaml

Labels are BIO tags of the corpus's entity labels, written into ``config.id2label``. Documents are read
in windows of ``max_length`` tokens overlapping by ``stride`` (never truncated); documents without PII
train as all-``O`` windows. After training, the length of each label's shortest training value is written to
``config.json`` as ``privasis_min_chars`` (a shorter span is dropped), then the token threshold (probability of "not O") with the best redaction F1 on the
validation split (``dataset_test_split``) is written to ``config.json`` as ``privasis_token_threshold``. The output folder holds the model, the tokenizer, ``training_config.json``
and a model card; it works with ``pipeline("token-classification")``, ``privasis eval spans --system DIR``
and ``privasis run kavach --model DIR``.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import TYPE_CHECKING

from privasis_hub.extras import exit_if_missing
from privasis_hub.guard import check_model_out
from privasis_hub.recipe_checks import check_tagger_args, parse_recipe, run_recipe

if TYPE_CHECKING:  # torch, transformers and TRL load only once the arguments are checked (cli)
    from transformers import TrainingArguments

    from privasis_hub.tagger_train import TaggerModelArguments, TaggerScriptArguments

logger = logging.getLogger(__name__)


def main(script_args: TaggerScriptArguments, training_args: TrainingArguments, model_args: TaggerModelArguments) -> None:
    """Train, save (model, tokenizer, training config, model card) and evaluate a tagger."""
    with exit_if_missing("recipes/token_classification.py"):  # one line naming the [train] extra
        import datasets
        import transformers
        from transformers import DataCollatorForTokenClassification, Trainer, set_seed
        from transformers.trainer_utils import get_last_checkpoint

        from privasis_hub.tagger_train import (
            build_tagger,
            load_tagger_dataset,
            pick_threshold,
            write_min_chars,
            write_tagger_card,
        )

    set_seed(training_args.seed)

    ###############
    # Setup logging
    ###############
    logging.basicConfig(format="%(asctime)s - %(levelname)s - %(name)s - %(message)s",
                        datefmt="%Y-%m-%d %H:%M:%S", handlers=[logging.StreamHandler(sys.stdout)])
    log_level = training_args.get_process_log_level()
    logger.setLevel(log_level)
    logging.getLogger("privasis_hub").setLevel(log_level)
    datasets.utils.logging.set_verbosity(log_level)
    transformers.utils.logging.set_verbosity(log_level)

    ##########################
    # Check for last checkpoint
    ##########################
    last_checkpoint = None
    # never into the dataset, the base model or a corpus folder (privasis_hub.guard, like every --out)
    check_model_out(training_args.output_dir, [p for p in (script_args.dataset_name, model_args.model_name_or_path)
                                               if p and os.path.isdir(p)], option="output_dir")
    if os.path.isdir(training_args.output_dir):
        last_checkpoint = get_last_checkpoint(training_args.output_dir)
    if last_checkpoint is not None and training_args.resume_from_checkpoint is None:
        logger.info(f"Checkpoint detected, resuming training at {last_checkpoint=}.")

    #################################
    # Load dataset, tokenizer, model
    #################################
    dataset = load_tagger_dataset(script_args.dataset_name, script_args.dataset_train_split)
    model, tokenizer, tokenized = build_tagger(script_args, model_args, dataset, seed=training_args.seed)
    trainer = Trainer(
        model=model,
        args=training_args,
        train_dataset=tokenized[script_args.dataset_train_split],
        eval_dataset=tokenized.get(script_args.dataset_test_split) if training_args.eval_strategy != "no" else None,
        data_collator=DataCollatorForTokenClassification(tokenizer),
        processing_class=tokenizer,
    )

    ###############
    # Training loop
    ###############
    logger.info("*** Train ***")
    train_result = trainer.train(resume_from_checkpoint=training_args.resume_from_checkpoint or last_checkpoint)
    trainer.log_metrics("train", train_result.metrics)
    trainer.save_metrics("train", train_result.metrics)
    trainer.save_state()

    ##################################
    # Save model, tokenizer and card
    ##################################
    logger.info("*** Save model ***")
    trainer.save_model(training_args.output_dir)
    tokenizer.save_pretrained(training_args.output_dir)
    write_tagger_card(training_args.output_dir, script_args, model_args, training_args)
    logger.info(f"Model, tokenizer and card saved to {training_args.output_dir}")

    ###########################################################################################
    # Shortest value per label, from the train split; token threshold, picked on the validation split
    ###########################################################################################
    write_min_chars(training_args.output_dir, dataset[script_args.dataset_train_split]["entities"])
    if script_args.dataset_test_split and script_args.dataset_test_split in dataset:
        held = dataset[script_args.dataset_test_split]
        picked = pick_threshold(training_args.output_dir, held["text"], held["entities"])
        for row in picked["table"]:
            logger.info("threshold %.2f: redaction F1 %.3f, recall %.3f, clean flagged %.3f", row["threshold"],
                        row["redaction_f1"], row["redaction_recall"], row["fp_rate_clean"])
        logger.info(f"token threshold (P(not O)) {picked['threshold']} (best redaction F1 on "
                    f"{script_args.dataset_test_split}) written to config.json")


def cli() -> int:
    """Check the config and flags, then train; a mistake the user can fix is one or two lines and exit code 2."""
    return run_recipe(_parse_and_train)


def _parse_and_train() -> None:
    check_tagger_args(sys.argv[1:])  # the YAML, dataset, encoder and output_dir, before torch loads
    with exit_if_missing("recipes/token_classification.py"):
        from transformers import TrainingArguments
        from trl import TrlParser

        from privasis_hub.tagger_train import TaggerModelArguments, TaggerScriptArguments
    parser = TrlParser((TaggerScriptArguments, TrainingArguments, TaggerModelArguments))
    script_args, training_args, model_args = parse_recipe(parser, "recipes/token_classification.py")
    main(script_args, training_args, model_args)


if __name__ == "__main__":
    sys.exit(cli())
