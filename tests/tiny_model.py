"""A tiny causal LM built from a config, with a byte-level BPE tokenizer trained on the fly (no download)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

CHAT_TEMPLATE = (
    "{% for m in messages %}<|{{ m['role'] }}|>\n{{ m['content'] }}\n{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>\n{% endif %}"
)


def build_tiny_model(folder: str | Path, *, vocab_size: int = 400, seed: int = 0,
                     corpus: Sequence[str] | None = None) -> Path:
    """Write a 2-layer Llama with a freshly trained tokenizer and a chat template to ``folder``.

    ``corpus``: texts the byte-level BPE learns its merges from (default: one short sentence), e.g.
    the prompt templates, so the pipeline's long prompts take fewer tokens.
    """
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    tok = Tokenizer(models.BPE(unk_token=None))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    specials = ["<pad>", "<s>", "</s>", "<|system|>", "<|user|>", "<|assistant|>"]
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=specials,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    if corpus is None:
        corpus = ["TASK: draft a record with a name, an age and a phone number {\"key\": \"value\"}"] * 20
    tok.train_from_iterator(corpus, trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="<pad>", bos_token="<s>", eos_token="</s>")
    fast.chat_template = CHAT_TEMPLATE
    fast.save_pretrained(folder)
    torch.manual_seed(seed)
    config = LlamaConfig(vocab_size=len(fast), hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=4096,
                         pad_token_id=fast.pad_token_id, bos_token_id=fast.bos_token_id,
                         eos_token_id=fast.eos_token_id)
    LlamaForCausalLM(config).save_pretrained(folder)
    return folder
