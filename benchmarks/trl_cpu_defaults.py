"""TRL's SFTConfig defaults against the tiny CPU recipe: CPU seconds per training step on this CPU.

    python benchmarks/trl_cpu_defaults.py [--steps 20]

``recipes/tiny/kavach.yaml`` sets ``bf16: false`` and ``gradient_checkpointing: false``; TRL's ``SFTConfig``
defaults both to true. This script builds a 200-document Kavach corpus and a tiny Qwen3-shaped model here
(no download), then trains ``--steps`` steps four times, each in its own process with ``OMP_NUM_THREADS=1``,
on the trainer ``recipes/sft.py`` builds (``privasis_hub.train.build_trainer`` from the recipe's YAML): as
written, with ``--bf16 true``, with ``--gradient_checkpointing true``, and with both (TRL's defaults). It
times the CPU seconds of the process from the second step to the end of training (CPU time, not wall time:
on a shared machine waiting for a core would swamp the difference; the first step's set-up is left out). It prints whether the
CPU has bf16 instructions (``avx512_bf16`` / ``amx_bf16`` in ``/proc/cpuinfo``): without them bf16 arithmetic is
converted in software and the figure here does not carry over. A calibration loop is timed beside each run. Ends with ``RESULT recipe_s_per_step=... defaults_s_per_step=... ratio=... ratio_bf16=... ratio_checkpointing=...
cpu_bf16=... calib_s=...`` (ratios: seconds per step over the recipe's).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.calibration import calibrate  # noqa: E402

VARIANTS = {"recipe (bf16 false, no checkpointing)": [],
            "bf16 only": ["--bf16", "true"],
            "gradient checkpointing only": ["--gradient_checkpointing", "true"],
            "TRL defaults (bf16, gradient checkpointing)": ["--bf16", "true", "--gradient_checkpointing", "true"]}


def cpu_bf16() -> str:
    """The bf16 instruction sets /proc/cpuinfo lists ("none" when it lists none or is unreadable)."""
    try:
        flags = set(Path("/proc/cpuinfo").read_text().split())
    except OSError:
        return "unknown"
    return ",".join(sorted(flags & {"avx512_bf16", "amx_bf16"})) or "none"


def child(argv: list[str]) -> None:
    """Train with the recipe's trainer and print the CPU seconds per step after the first (one JSON line)."""
    from transformers import TrainerCallback
    from trl import ModelConfig, SFTConfig, TrlParser

    from privasis_hub.console import filter_noise
    from privasis_hub.train import ScriptArguments, build_trainer, load_sft_dataset

    filter_noise()
    script_args, training_args, model_args = TrlParser((ScriptArguments, SFTConfig, ModelConfig)).parse_args_and_config(argv)
    trainer = build_trainer(script_args, training_args, model_args, load_sft_dataset(script_args.dataset_name))
    marks: dict[str, float] = {}

    class CpuClock(TrainerCallback):
        def on_step_end(self, args, state, control, **kwargs):
            if state.global_step == 1:
                marks["start"] = time.process_time()

        def on_train_end(self, args, state, control, **kwargs):
            marks["end"], marks["steps"] = time.process_time(), state.global_step - 1

    trainer.add_callback(CpuClock())
    trainer.train()
    print(json.dumps({"cpu_s_per_step": (marks["end"] - marks["start"]) / marks["steps"]}))


def main() -> None:
    """Build the corpus and the tiny model, train every variant in a child process, print the table and RESULT."""
    from privasis_hub.kavach.pipeline import build_kavach
    from privasis_hub.train import build_tiny_model

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=20, help="training steps per variant (default 20)")
    parser.add_argument("--child", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        return child(args.child)
    env = dict(os.environ, OMP_NUM_THREADS="1", HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    seconds, calib = {}, []
    with tempfile.TemporaryDirectory(prefix="privasis-trl-defaults-") as tmp:
        build_kavach(200, seed=0, out=f"{tmp}/kavach")
        base = build_tiny_model(f"{tmp}/kavach", "qwen3", f"{tmp}/base")
        for k, (name, extra) in enumerate(VARIANTS.items()):
            calib.append(calibrate())
            recipe_args = ["--config", str(ROOT / "recipes/tiny/kavach.yaml"), "--model_name_or_path", str(base),
                           "--dataset_name", f"{tmp}/kavach", "--output_dir", str(Path(tmp, f"run{k}")),
                           "--max_steps", str(args.steps + 1), "--save_strategy", "no", "--logging_steps",
                           str(args.steps + 1), "--warmup_steps", "0", "--disable_tqdm", "true", *extra]
            print(f"{name}: {args.steps + 1} steps of recipes/tiny/kavach.yaml {' '.join(extra)}", flush=True)
            done = subprocess.run([sys.executable, __file__, "--child", *recipe_args], check=True, env=env,
                                  stdout=subprocess.PIPE, text=True)
            seconds[name] = json.loads(done.stdout.strip().splitlines()[-1])["cpu_s_per_step"]
    recipe, bf16, checkpointing, defaults = seconds.values()
    print(f"\ncpu bf16 instructions: {cpu_bf16()}\n{'variant':<46} {'CPU s/step':>10} {'x recipe':>9}")
    for name, value in seconds.items():
        print(f"{name:<46} {value:>10.3f} {value / recipe:>9.2f}")
    print(f"calibration loop: {min(calib):.3f}-{max(calib):.3f} s")
    print(f"RESULT recipe_s_per_step={recipe:.3f} defaults_s_per_step={defaults:.3f} ratio={defaults / recipe:.2f} "
          f"ratio_bf16={bf16 / recipe:.2f} ratio_checkpointing={checkpointing / recipe:.2f} cpu_bf16={cpu_bf16()} "
          f"calib_s={max(calib):.3f}")


if __name__ == "__main__":
    main()
