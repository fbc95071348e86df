"""Build, split (following the source records' splits), card and optionally push Privasis-Sanitization.

    python dataset_scripts/build_sanitization.py --source out/privasis --out out/sanitization [--repo-id ORG/NAME]
    python dataset_scripts/build_sanitization.py --config my_sanitization.yaml
"""

from _common import parse, publish, run

from privasis_hub.sanitize.pipeline import build_sanitization

DEFAULTS = {"source": "out/privasis", "out": "out/sanitization", "seed": 0, "backend": "offline", "base_url": None,
            "model": None, "no_split": False, "repo_id": None, "private": False, "dry_run": False}

def main() -> None:
    o = parse(__doc__.splitlines()[0], DEFAULTS)
    dd = build_sanitization(o["source"], o["out"], seed=o["seed"], backend=o["backend"], base_url=o["base_url"],
                            model=o["model"], progress=True, split=None if o["no_split"] else "default")
    print(f"{o['out']}: {dict(dd.num_rows)}")
    publish(o["out"], o["repo_id"], o["private"], o["dry_run"])


if __name__ == "__main__":
    run(main)
