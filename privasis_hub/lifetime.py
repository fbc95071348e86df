"""Kill means kill: a worker process dies with its parent and never keeps the parent's folder locks alive."""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import sys

_PR_SET_PDEATHSIG = 1


def die_with_parent() -> None:
    """In a worker process: close the inherited lock descriptors and ask the kernel to SIGKILL us when the parent dies.

    A no-op in the main process. The flock of ``.privasis.lock`` belongs to the open file the parent shares with
    its forked workers, so a worker that kept it would hold the lock after its parent was killed.
    """
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    from privasis_hub import swap

    swap.close_inherited_locks()
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if os.getppid() != parent.pid:  # the parent died before the request took effect
            os._exit(1)


__all__ = ["die_with_parent"]
