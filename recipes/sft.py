"""Supervised fine-tuning of a Privasis-Cleaner (sanitizer) or a Kavach PII extractor with TRL.

Usage (GPUs; the model, data and hyperparameters are in the YAML, the topology in the accelerate config):

accelerate launch --config_file recipes/accelerate_configs/zero3.yaml recipes/sft.py \
    --config recipes/privasis-cleaner-qwen3-0.6b/sft/config_full.yaml

On a CPU, with no downloads (build the tiny base model first; see the YAML's header):

python recipes/make_tiny_model.py --dataset out/kavach --arch qwen3 --out out/tiny-kavach-base
python recipes/sft.py --config recipes/tiny/kavach.yaml

Any YAML value can be overridden on the command line (``--max_steps 10``). The loss covers the
completion tokens only (``completion_only_loss: true``) and is computed by TRL's fused LM head,
which never materialises the (batch, seq, vocab) logits. Training resumes from the last
checkpoint in ``output_dir``. The output folder holds the model (or LoRA adapter), the tokenizer,
``training_config.json`` and a model card (``README.md``); ``--push_to_hub`` uploads it.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import TYPE_CHECKING

from privasis_hub.console import filter_noise
from privasis_hub.extras import exit_if_missing
from privasis_hub.guard import check_model_out
from privasis_hub.recipe_checks import check_sft_args, parse_recipe, run_recipe

if TYPE_CHECKING:  # torch, transformers and TRL load only once the arguments are checked (cli)
    from trl import ModelConfig, SFTConfig

    from privasis_hub.train import ScriptArguments

logger = logging.getLogger(__name__)


def main(script_args: ScriptArguments, training_args: SFTConfig, model_args: ModelConfig) -> None:
    """Train, save (model or adapter, tokenizer, training config, model card), evaluate and push."""
    with exit_if_missing("recipes/sft.py"):  # one line naming the [train] extra instead of a traceback
        import datasets
        import transformers
        from transformers import set_seed
        from transformers.trainer_utils import get_last_checkpoint

        from privasis_hub.train import build_trainer, load_sft_dataset, save_training_config

    set_seed(training_args.seed)

    ###############
    # Setup logging
    ###############
    logging.basicConfig(
        format="%(asctime)s - %(levelname)s - %(name)s - %(message)s",
        datefmt="%Y-%m-%d %H:%M:%S",
        handlers=[logging.StreamHandler(sys.stdout)],
    )
    log_level = training_args.get_process_log_level()
    logger.setLevel(log_level)
    logging.getLogger("privasis_hub").setLevel(log_level)
    datasets.utils.logging.set_verbosity(log_level)
    transformers.utils.logging.set_verbosity(log_level)
    transformers.utils.logging.enable_default_handler()
    transformers.utils.logging.enable_explicit_format()
    logger.info(f"Model parameters {model_args}")
    logger.info(f"Script parameters {script_args}")
    logger.info(f"Training parameters {training_args}")

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
    dataset = load_sft_dataset(
        script_args.dataset_name, script_args.dataset_config, streaming=script_args.dataset_streaming
    )
    trainer = build_trainer(
        script_args, training_args, model_args, dataset, card_extra={"launch": " ".join(["python", *sys.argv])}
    )

    ###############
    # Training loop
    ###############
    logger.info("*** Train ***")
    checkpoint = training_args.resume_from_checkpoint or last_checkpoint
    train_result = trainer.train(resume_from_checkpoint=checkpoint)
    metrics = train_result.metrics
    trainer.log_metrics("train", metrics)
    trainer.save_metrics("train", metrics)
    trainer.save_state()

    ##################################
    # Save model and create model card
    ##################################
    logger.info("*** Save model ***")
    trainer.save_model(training_args.output_dir)  # the model or LoRA adapter, and the tokenizer
    if trainer.accelerator.is_main_process:
        save_training_config(training_args.output_dir, script_args, training_args, model_args)
        trainer.create_model_card(dataset_name=script_args.dataset_name)
        trainer.model.config.use_cache = True  # restore the k/v cache for fast inference
        trainer.model.config.save_pretrained(training_args.output_dir)
    logger.info(f"Model, tokenizer, training config and model card saved to {training_args.output_dir}")

    ##########
    # Evaluate
    ##########
    if training_args.do_eval:
        logger.info("*** Evaluate ***")
        metrics = trainer.evaluate()
        trainer.log_metrics("eval", metrics)
        trainer.save_metrics("eval", metrics)

    #############
    # Push to Hub
    #############
    if training_args.push_to_hub:
        logger.info("Pushing to the Hub...")
        trainer.push_to_hub(dataset_name=script_args.dataset_name)


def cli() -> int:
    """Check the config and flags, then train; a mistake the user can fix is one or two lines and exit code 2."""
    return run_recipe(_parse_and_train)


def _parse_and_train() -> None:
    check_sft_args(sys.argv[1:])  # the YAML, dataset, task, base model and output_dir, before torch loads
    filter_noise()  # transformers' gradient_checkpointing FutureWarning fires on every SFTConfig; not the user's doing
    with exit_if_missing("recipes/sft.py"):
        from trl import ModelConfig, SFTConfig, TrlParser

        from privasis_hub.train import ScriptArguments
    parser = TrlParser((ScriptArguments, SFTConfig, ModelConfig))
    script_args, training_args, model_args = parse_recipe(parser, "recipes/sft.py")
    main(script_args, training_args, model_args)


if __name__ == "__main__":
    sys.exit(cli())
