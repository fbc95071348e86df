"""Shared argument handling for the dataset scripts: a YAML config or command-line flags, then push."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

import yaml

from privasis_hub.errors import UserError


def parse(description: str, defaults: dict[str, Any]) -> dict[str, Any]:
    """Options from ``--config FILE.yaml`` overlaid with ``--key value`` flags (flags win)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--config", help="a YAML file with the options below")
    for key, value in defaults.items():
        kind = type(value) if value is not None else str
        if kind is bool:
            parser.add_argument(f"--{key.replace('_', '-')}", action="store_true", default=None)
        else:
            parser.add_argument(f"--{key.replace('_', '-')}", type=kind, default=None)
    args = vars(parser.parse_args())
    options = dict(defaults)
    config = args.pop("config")
    if config:
        with open(config) as fh:
            options.update(yaml.safe_load(fh) or {})
    options.update({k: v for k, v in args.items() if v is not None})
    return options


def publish(out: str, repo_id: str | None, private: bool, dry_run: bool) -> None:
    """Push the folder when a repo id is given (a dry run only lists what would be uploaded)."""
    if not repo_id:
        return
    from privasis_hub.hub import push

    for line in push(out, repo_id, private=private, dry_run=dry_run):
        print(line)


def run(main: Callable[[], None]) -> None:
    """Run a script's ``main``; a :class:`UserError` is printed as one or two lines, exit code 2, no traceback."""
    try:
        main()
    except UserError as err:
        print(f"error: {err}", file=sys.stderr)
        sys.exit(2)
    except KeyboardInterrupt:
        print("\ninterrupted: rerun the same command to resume from the shards already written", file=sys.stderr)
        sys.exit(130)
