"""Test helper: run the privasis CLI and SIGKILL it just before step N of the corpus swap.

Usage: ``python -m tests.kill_at_step N privasis-args...``. A step is a rename or a folder removal of
:mod:`privasis_hub.swap`; with N past the last step the command runs to the end and prints the step count.
``fail:N`` instead makes step N raise ``PermissionError`` (a read-only ``data/``, even when run as root).
"""

from __future__ import annotations

import os
import signal
import sys

from privasis_hub import cli, swap

STEPS = 0


def _counted(real):
    def step(*args):
        global STEPS
        if sys.argv[1] == f"fail:{STEPS}":
            STEPS += 1
            raise PermissionError(13, "Permission denied")
        if sys.argv[1] == str(STEPS):
            os.kill(os.getpid(), signal.SIGKILL)
        STEPS += 1
        return real(*args)
    return step


swap._rename = _counted(swap._rename)
swap._remove_tree = _counted(swap._remove_tree)

if __name__ == "__main__":
    code = cli.main(sys.argv[2:])
    if code == 0:
        print(f"swap steps: {STEPS}", file=sys.stderr)
    sys.exit(code)
