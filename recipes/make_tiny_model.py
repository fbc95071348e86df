"""Build a tiny base model for CPU training runs: a tokenizer trained on a corpus and a random model.

Usage:

python recipes/make_tiny_model.py --dataset out/kavach --arch qwen3 --out out/tiny-kavach-base

It reads the corpus's train split (``prompt``/``completion`` columns of a Privasis-Sanitization or
Kavach build), trains a byte-level BPE tokenizer with ChatML markers on it, builds a Qwen3- or
Gemma-3-shaped model of a few hundred thousand to a few million parameters from a config, and
saves both to ``--out``, ready for ``recipes/sft.py --config recipes/tiny/<task>.yaml``. No download.
"""

import argparse
import logging

from privasis_hub.extras import exit_if_missing

with exit_if_missing("recipes/make_tiny_model.py"):  # one line naming the [train] extra instead of a traceback
    from privasis_hub.train import TINY_ARCHS, build_tiny_model


def main(argv: list[str] | None = None) -> None:
    """Parse the arguments and build the model."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", required=True, help="corpus folder or Hub id with prompt/completion columns")
    parser.add_argument("--arch", choices=TINY_ARCHS, default="qwen3", help="model architecture (default qwen3)")
    parser.add_argument("--out", required=True, help="folder to write the model and tokenizer to")
    parser.add_argument("--split", default="train", help="split to train the tokenizer on (default train)")
    parser.add_argument("--vocab-size", type=int, default=2048, help="tokenizer vocabulary (default 2048)")
    parser.add_argument("--hidden-size", type=int, default=128, help="hidden size (default 128)")
    parser.add_argument("--layers", type=int, default=2, help="decoder layers (default 2)")
    parser.add_argument("--seed", type=int, default=0, help="weight initialisation seed (default 0)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    out = build_tiny_model(args.dataset, args.arch, args.out, split=args.split, vocab_size=args.vocab_size,
                           hidden_size=args.hidden_size, num_layers=args.layers, seed=args.seed)
    print(f"Wrote a tiny {args.arch} model and its tokenizer to {out}")


if __name__ == "__main__":
    main()
