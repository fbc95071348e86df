"""What constrained decoding costs the ``transformers`` backend per generated token.

A random 2-layer tiny Llama (``tests/tiny_model.py``: vocabulary ~310, built from a config, no
download) answers a judge-style prompt in batches of 5, 200 new tokens at most, once decoding freely
and once under the judge task's grammar (``privasis_hub.llm.constrained``: llguidance mask + logits
processor; its reasoning string left unbounded, so constrained answers run about as long as free
ones). Reported:

- seconds per generated token (batch step) free vs constrained, and their ratio (the fixed cost of
  a call, measured as a one-token call of the same kind, is subtracted: constrained answers end
  sooner, so per-call costs would otherwise weigh more on them);
- the logits processor's own time per step (llguidance's masks for the batch, the bit unpacking,
  the masking), measured inside ``generate``;
- the unpack-and-mask step alone at a 152,064-token vocabulary (Qwen2.5's logits width) for a
  batch of 8, on random bitmasks: the part of the overhead that grows with the vocabulary on our
  side (llguidance's own mask computation is published at ~50 us per row for 128k vocabularies).

Calibration, printed beside: a float32 512x512 matmul throughput of this machine at that moment
(the tiny model's step time is mostly Python dispatch, so it moves with machine load).

Usage:

    python benchmarks/constrained_decoding.py [--rounds 3]

Also times building and compiling the per-document (copy-constrained) ``annotate`` grammar of an
11,000-character record. Last line: ``RESULT step_ms_free=<a> step_ms_constrained=<b> ratio=<b/a> processor_ms_per_step=<c>
unpack_ms_152k_b8=<d> grammar_ms_11k=<e>``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: tests.tiny_model, no PYTHONPATH


def gflops() -> float:
    import torch

    a = torch.randn(512, 512)
    start = time.perf_counter()
    for _ in range(20):
        a @ a
    return 20 * 2 * 512**3 / (time.perf_counter() - start) / 1e9


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="batches per variant (default 3)")
    args = parser.parse_args()

    import numpy as np
    import torch

    from privasis_hub.llm import constrained
    from privasis_hub.llm.local import LocalChatModel
    from privasis_hub.llm.openai_backend import SCHEMAS
    from tests.tiny_model import build_tiny_model

    folder = build_tiny_model(tempfile.mkdtemp() + "/tiny")
    lm = LocalChatModel(folder, device="cpu", batch_size=5)
    messages = [{"role": "user", "content": "Judge record A against record B; answer in JSON."}]
    # a long free string first, so constrained answers run as many steps as free ones (per-step cost)
    schema = {"type": "object", "properties": {"reasoning": {"type": "string"}, **SCHEMAS["judge"]["properties"]},
              "required": ["reasoning", "probability"], "additionalProperties": False}
    grammar = constrained.grammar(constrained.tighten("judge", schema))

    spent = [0.0]
    call = constrained.GrammarLogitsProcessor.__call__

    def timed(self, input_ids, scores):
        start = time.perf_counter()
        out = call(self, input_ids, scores)
        spent[0] += time.perf_counter() - start
        return out

    constrained.GrammarLogitsProcessor.__call__ = timed
    variants = {"free": None, "constrained": [grammar] * 5}
    for grammars in variants.values():  # warm-up: the first generate call pays one-off costs
        lm.generate_detailed([messages] * 5, max_new_tokens=8, grammars=grammars)
    totals = {name: [0.0, 0, 0.0, 0.0] for name in variants}  # seconds, steps, processor seconds, GFLOP/s
    for r in range(args.rounds):  # variants interleaved, so a change of machine load hits both
        for name, grammars in variants.items():
            start = time.perf_counter()  # the fixed cost of a call (prefill, set-up): one token
            lm.generate_detailed([messages] * 5, max_new_tokens=1, grammars=grammars)
            fixed = time.perf_counter() - start
            spent[0] = 0.0
            start = time.perf_counter()
            out = lm.generate_detailed([messages] * 5, max_new_tokens=200, temperature=1.0, seed=r,
                                       grammars=grammars)
            row = totals[name]
            row[0] += time.perf_counter() - start - fixed
            row[1] += max(n for _, _, n in out) - 1
            row[2] += spent[0]
            row[3] += gflops() / args.rounds
    rows = {name: (t[0] / t[1] * 1000, t[2] / t[1] * 1000, t[3]) for name, t in totals.items()}
    for name, (step, processor, calibration) in rows.items():
        print(f"{name:12s} {step:7.2f} ms/step  processor {processor:5.2f} ms/step  "
              f"(calibration: {calibration:.1f} GFLOP/s)")

    vocab, batch = 152_064, 8
    bitmask = np.random.default_rng(0).integers(-(2**31), 2**31 - 1, (batch, (vocab + 31) // 32), dtype=np.int32)
    scores = torch.randn(batch, vocab)
    start = time.perf_counter()
    for _ in range(20):
        scores.masked_fill(~constrained.allowed_tokens(bitmask, vocab), float("-inf"))
    unpack = (time.perf_counter() - start) / 20 * 1000
    print(f"unpack+mask at vocabulary {vocab}, batch {batch}: {unpack:.2f} ms/step")
    compile_ms = per_document_grammar_ms(lm.tokenizer, chars=11_000)
    print(f"copy-constrained annotate grammar for an 11,000-character record, built and compiled: "
          f"{compile_ms:.1f} ms")
    free, bound = rows["free"][0], rows["constrained"][0]
    print(f"RESULT step_ms_free={free:.2f} step_ms_constrained={bound:.2f} ratio={bound / free:.2f} "
          f"processor_ms_per_step={rows['constrained'][1]:.2f} unpack_ms_152k_b8={unpack:.2f} "
          f"grammar_ms_11k={compile_ms:.1f}")


def per_document_grammar_ms(tokenizer, chars: int, rounds: int = 5) -> float:
    """Milliseconds to build and compile the copy-constrained ``annotate`` grammar of one ``chars``-long
    record (one per document: the record's text is in the grammar), median of ``rounds`` distinct records."""
    import llguidance

    from privasis_hub.llm import constrained
    from privasis_hub.llm.openai_backend import SCHEMAS

    words = "Patient Maria Lopez, born 12 March 1984, seen at Riverside Clinic on 4 May for follow-up".split()
    times = []
    for r in range(rounds):  # a different text each round: grammars are cached per schema
        text = " ".join(words[(i + r) % len(words)] for i in range(chars // 6))[:chars]
        start = time.perf_counter()
        schema = constrained.with_context("annotate", constrained.tighten("annotate", SCHEMAS["annotate"]), text=text)
        ll_tokenizer = constrained._ll_tokenizer(tokenizer, len(tokenizer), (tokenizer.eos_token_id,))
        matcher = llguidance.LLMatcher(ll_tokenizer, constrained.grammar(schema))
        times.append((time.perf_counter() - start) * 1000)
        assert not matcher.is_error(), matcher.get_error()
    return sorted(times)[len(times) // 2]


if __name__ == "__main__":
    main()
