"""TRL's SFTConfig defaults against the tiny CPU recipe: seconds per training step on this CPU.

    python benchmarks/trl_cpu_defaults.py [--steps 20]

``recipes/tiny/kavach.yaml`` sets ``bf16: false`` and ``gradient_checkpointing: false``; TRL's ``SFTConfig``
defaults both to true. This script builds a 200-document Kavach corpus and a tiny Qwen3-shaped model here
(no download), then trains ``--steps`` steps with ``recipes/sft.py`` four times: the recipe as written, ``--bf16 true``,
``--gradient_checkpointing true``, and both (TRL's defaults), one process each with
``OMP_NUM_THREADS=1``, and reads ``train_runtime`` from each run's ``train_results.json``. It prints whether the
CPU has bf16 instructions (``avx512_bf16`` / ``amx_bf16`` in ``/proc/cpuinfo``): without them bf16 arithmetic is
converted in software and the figure here does not carry over. A calibration loop is timed beside each run (this machine's
speed drifts). Ends with ``RESULT recipe_s_per_step=... defaults_s_per_step=... ratio=... ratio_bf16=... ratio_checkpointing=...
cpu_bf16=... calib_s=...`` (ratios: seconds per step over the recipe's).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
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


def main() -> None:
    """Build the corpus and the tiny model, train both variants, print the table and the RESULT line."""
    from privasis_hub.kavach.pipeline import build_kavach
    from privasis_hub.train import build_tiny_model

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=20, help="training steps per variant (default 20)")
    args = parser.parse_args()
    env = dict(os.environ, OMP_NUM_THREADS="1", HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    seconds, calib = {}, []
    with tempfile.TemporaryDirectory(prefix="privasis-trl-defaults-") as tmp:
        build_kavach(200, seed=0, out=f"{tmp}/kavach")
        base = build_tiny_model(f"{tmp}/kavach", "qwen3", f"{tmp}/base")
        for k, (name, extra) in enumerate(VARIANTS.items()):
            calib.append(calibrate())
            out = Path(tmp, f"run{k}")
            command = [sys.executable, str(ROOT / "recipes/sft.py"), "--config", str(ROOT / "recipes/tiny/kavach.yaml"),
                       "--model_name_or_path", str(base), "--dataset_name", f"{tmp}/kavach", "--output_dir", str(out),
                       "--max_steps", str(args.steps), "--save_strategy", "no", "--logging_steps", str(args.steps),
                       "--warmup_steps", "0", "--disable_tqdm", "true", *extra]
            print(f"{name}: recipes/sft.py --max_steps {args.steps} {' '.join(extra)}", flush=True)
            subprocess.run(command, check=True, env=env, stdout=subprocess.DEVNULL)
            seconds[name] = json.loads((out / "train_results.json").read_text())["train_runtime"] / args.steps
    recipe, bf16, checkpointing, defaults = seconds.values()
    print(f"\ncpu bf16 instructions: {cpu_bf16()}\n{'variant':<46} {'s/step':>8} {'x recipe':>9}")
    for name, value in seconds.items():
        print(f"{name:<46} {value:>8.3f} {value / recipe:>9.2f}")
    print(f"calibration loop: {min(calib):.3f}-{max(calib):.3f} s")
    print(f"RESULT recipe_s_per_step={recipe:.3f} defaults_s_per_step={defaults:.3f} ratio={defaults / recipe:.2f} "
          f"ratio_bf16={bf16 / recipe:.2f} ratio_checkpointing={checkpointing / recipe:.2f} cpu_bf16={cpu_bf16()} calib_s={max(calib):.3f}")


if __name__ == "__main__":
    main()
