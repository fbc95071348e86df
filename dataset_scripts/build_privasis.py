"""Build, split, card and optionally push a Privasis corpus.

    python dataset_scripts/build_privasis.py --n 1000 --seed 0 --out out/privasis [--repo-id ORG/NAME --dry-run]
    python dataset_scripts/build_privasis.py --config my_privasis.yaml
"""

from _common import parse, publish, run

from privasis_hub.synth.pipeline import build_privasis

DEFAULTS = {"n": 1000, "seed": 0, "out": "out/privasis", "backend": "offline", "base_url": None, "model": None,
            "refine_steps": 3, "no_split": False, "repo_id": None, "private": False, "dry_run": False}

def main() -> None:
    o = parse(__doc__.splitlines()[0], DEFAULTS)
    dd = build_privasis(o["n"], o["seed"], o["out"], backend=o["backend"], base_url=o["base_url"], model=o["model"],
                        refine_steps=o["refine_steps"], progress=True, split=None if o["no_split"] else "default")
    print(f"{o['out']}: {dict(dd.num_rows)}")
    publish(o["out"], o["repo_id"], o["private"], o["dry_run"])


if __name__ == "__main__":
    run(main)
