"""Build, split (stratified by language), card and optionally push a Kavach corpus.

    python dataset_scripts/build_kavach.py --n 5000 --seed 0 --out out/kavach [--repo-id ORG/NAME --dry-run]
    python dataset_scripts/build_kavach.py --config my_kavach.yaml
"""

from _common import parse, publish, run

from privasis_hub.kavach.pipeline import build_kavach

DEFAULTS = {"n": 5000, "seed": 0, "out": "out/kavach", "no_split": False, "repo_id": None, "private": False,
            "dry_run": False}

def main() -> None:
    o = parse(__doc__.splitlines()[0], DEFAULTS)
    dd = build_kavach(o["n"], o["seed"], o["out"], progress=True, split=None if o["no_split"] else "default")
    print(f"{o['out']}: {dict(dd.num_rows)}")
    publish(o["out"], o["repo_id"], o["private"], o["dry_run"])


if __name__ == "__main__":
    run(main)
