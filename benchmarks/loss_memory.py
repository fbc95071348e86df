"""Peak memory of one SFT step: TRL's fused LM head (what the recipes use) vs full logits.

A Gemma-3-270M-shaped model (vocabulary 262,144, hidden 640, 18 layers, 4 query heads, 1 key-value
head of 256; random weights from a config, no download), float32 on the CPU, a batch of 2 x 512
tokens whose last ~20 % positions are the completion (the rest carry label -100). Each variant runs
in a fresh subprocess, which reports its peak RSS during the step (the kernel's VmHWM mark, reset
once the model is built, so building it does not count; the model itself does), the seconds of one training step (forward,
backward, AdamW step) and the loss:

- ``fused``: TRL 1.16's own path. ``SFTTrainer`` patches the model with
  ``trl.trainer.utils.add_fused_lm_head`` and calls ``model(**inputs, fused_lm_head=True)``; the
  loss is ``-log_probs.sum() / label_mask.sum()`` exactly as ``SFTTrainer.compute_loss`` does. The
  hidden states go through the LM head in tiles of 4,096 tokens x 32,768 vocabulary columns
  (``trl.kernels.chunked_logprob.ChunkedLogProbFunction``), so the ``(batch, seq, vocab)`` logits
  never exist. TRL always takes this path for ``loss_type: nll`` / ``dft``; it leaves it only for a
  ``compute_loss_func`` or ``label_smoothing_factor > 0`` (the recipes set neither; the tests check).
  On CUDA/XPU with Triton it scores only the positions whose label is not -100; elsewhere (this
  CPU) it scores every position, still in tiles, and masks afterwards.
- ``full``: what a plain ``transformers.Trainer`` computes: ``model(**inputs)`` with ``labels``,
  i.e. the model's own loss over the materialised ``(2, 512, 262144)`` float32 logits (1 GiB).

Both run with the LM head frozen (the LoRA case: a rank-64 adapter on q, k, v, o, gate, up, down,
as ``recipes/kavach-gemma3-270m``) and trainable (full fine-tuning). The losses must agree to 4
decimals. Calibration, printed beside each row: the RSS once the model is built (before the step)
and a float32 matmul throughput of this machine at that moment (the step times depend on it).

Usage:

    python benchmarks/loss_memory.py [--layers 18] [--batch 2] [--seq 512]

Last line: ``RESULT peak_ratio_frozen=<full/fused> peak_ratio_trainable=<full/fused> max_loss_diff=<z>``.
"""

from __future__ import annotations

import argparse
import gc
import json
import subprocess
import sys
import time

VARIANTS = [("fused", "frozen"), ("full", "frozen"), ("fused", "trainable"), ("full", "trainable")]
PROJECTIONS = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]


def _status_mib(field: str) -> float:
    """A memory line of /proc/self/status (VmRSS: now, VmHWM: peak since the last reset), MiB."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    raise RuntimeError(f"no {field} in /proc/self/status")


def _reset_peak_rss() -> None:
    """Reset the kernel's peak-RSS mark (VmHWM) to the current RSS, so building the model does not count."""
    gc.collect()
    try:
        with open("/proc/self/clear_refs", "w") as clear:
            clear.write("5")
    except OSError as err:  # not Linux, or not permitted: the peak would include the model build
        sys.exit(f"cannot reset the peak RSS mark (/proc/self/clear_refs): {err}")


def _matmul_gflops() -> float:
    import torch

    a, b = torch.randn(1024, 1024), torch.randn(1024, 1024)
    torch.mm(a, b)
    start = time.perf_counter()
    for _ in range(8):
        torch.mm(a, b)
    return 8 * 2 * 1024**3 / (time.perf_counter() - start) / 1e9


def gemma3_270m_config(layers: int):
    """The Gemma-3-270M text config (google/gemma-3-270m's published shape), ``layers`` decoder layers."""
    from transformers import Gemma3TextConfig

    return Gemma3TextConfig(
        vocab_size=262_144, hidden_size=640, intermediate_size=2048, num_hidden_layers=layers,
        num_attention_heads=4, num_key_value_heads=1, head_dim=256, query_pre_attn_scalar=256,
        sliding_window=512, max_position_embeddings=32_768, tie_word_embeddings=True,
        layer_types=["full_attention" if (i + 1) % 6 == 0 else "sliding_attention" for i in range(layers)],
    )


def run_variant(path: str, head: str, layers: int, batch: int, seq: int, completion_share: float) -> dict:
    """One training step of one variant in this process; returns peak RSS, seconds, loss."""
    import torch
    from transformers import Gemma3ForCausalLM
    from trl.trainer.utils import add_fused_lm_head

    torch.manual_seed(0)
    model = Gemma3ForCausalLM(gemma3_270m_config(layers)).train()
    if path == "fused":
        add_fused_lm_head(model, outputs=("log_probs", "entropy", "is_top1"))  # as SFTTrainer.__init__ does
    if head == "frozen":
        from peft import LoraConfig, get_peft_model

        model = get_peft_model(model, LoraConfig(r=64, lora_alpha=128, lora_dropout=0.0,
                                                 target_modules=PROJECTIONS, task_type="CAUSAL_LM"))
    trainable = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(trainable, lr=1e-5)
    gen = torch.Generator().manual_seed(1)
    input_ids = torch.randint(0, 262_144, (batch, seq), generator=gen)
    labels = input_ids.clone()
    labels[:, : int(seq * (1 - completion_share))] = -100  # the prompt
    inputs = {"input_ids": input_ids, "attention_mask": torch.ones_like(input_ids), "labels": labels}
    gflops = _matmul_gflops()
    _reset_peak_rss()
    rss_before = _status_mib("VmRSS")

    start = time.perf_counter()
    if path == "fused":  # SFTTrainer.compute_loss
        outputs = model(**inputs, use_cache=False, fused_lm_head=True)
        loss = -outputs.log_probs.sum() / outputs.label_mask.sum().clamp(min=1)
    else:  # transformers.Trainer.compute_loss: the model's own loss over full logits
        loss = model(**inputs, use_cache=False).loss
    loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    seconds = time.perf_counter() - start
    return {"path": path, "head": head, "loss": loss.item(), "seconds": seconds, "peak_rss_mib": _status_mib("VmHWM"),
            "rss_before_step_mib": rss_before, "matmul_gflops": gflops,
            "trainable_params": sum(p.numel() for p in trainable),
            "completion_positions": int((labels[:, 1:] != -100).sum())}


def main(argv: list[str] | None = None) -> None:
    """Run every variant in a fresh subprocess, print a table and the RESULT line."""
    parser = argparse.ArgumentParser(description="Peak memory of one SFT step: TRL's fused LM head vs full logits.")
    parser.add_argument("--layers", type=int, default=18, help="decoder layers (default 18, as Gemma-3-270M)")
    parser.add_argument("--batch", type=int, default=2, help="sequences per step (default 2)")
    parser.add_argument("--seq", type=int, default=512, help="tokens per sequence (default 512)")
    parser.add_argument("--completion-share", type=float, default=0.2, help="completion share (default 0.2)")
    parser.add_argument("--variant", help=argparse.SUPPRESS)  # internal: run one variant and print JSON
    args = parser.parse_args(argv)
    if not 0 < args.completion_share <= 1:
        parser.error("--completion-share must be in (0, 1]")
    if args.variant:
        path, head = args.variant.split("-")
        result = run_variant(path, head, args.layers, args.batch, args.seq, args.completion_share)
        print(json.dumps(result))
        return

    rows = []
    for path, head in VARIANTS:
        cmd = [sys.executable, __file__, "--variant", f"{path}-{head}", "--layers", str(args.layers),
               "--batch", str(args.batch), "--seq", str(args.seq), "--completion-share", str(args.completion_share)]
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"variant {path}-{head} failed (exit {done.returncode}):\n{done.stderr[-3000:]}")
        rows.append(json.loads(done.stdout.strip().splitlines()[-1]))
        r = rows[-1]
        print(f"{path:5} head {head:9}  peak RSS {r['peak_rss_mib']:8.0f} MiB  step {r['seconds']:6.1f} s  "
              f"loss {r['loss']:.6f}  | calibration: RSS before step {r['rss_before_step_mib']:6.0f} MiB, "
              f"matmul {r['matmul_gflops']:5.1f} GFLOP/s, trainable {r['trainable_params']:,}", flush=True)

    by = {(r["path"], r["head"]): r for r in rows}
    ratio = {h: by[("full", h)]["peak_rss_mib"] / by[("fused", h)]["peak_rss_mib"] for h in ("frozen", "trainable")}
    diff = max(abs(by[("full", h)]["loss"] - by[("fused", h)]["loss"]) for h in ("frozen", "trainable"))
    print(f"\nGemma-3-270M shape, {args.layers} layers, batch {args.batch} x {args.seq}, "
          f"{rows[0]['completion_positions']} completion positions per step")
    print(f"full-logits / fused peak RSS: frozen head {ratio['frozen']:.2f}x, trainable head {ratio['trainable']:.2f}x; "
          f"losses agree to 4 decimals: {diff < 5e-5} (max diff {diff:.2e})")
    print(f"RESULT peak_ratio_frozen={ratio['frozen']:.3f} peak_ratio_trainable={ratio['trainable']:.3f} "
          f"max_loss_diff={diff:.2e}")
    if diff >= 5e-5:
        sys.exit("the fused and full-logits losses differ in the 4th decimal")


if __name__ == "__main__":
    main()
