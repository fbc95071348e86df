"""Running a pipeline coroutine from synchronous code."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def run(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coro)``, handing back the result without asyncio ever formatting it.

    On Python 3.11, ``asyncio.run`` ends by asking ``signal.getsignal`` for the SIGINT
    handler it installed, a partial bound to the main task; the handler is not a
    ``signal.Handlers`` member, and building that lookup's error message formats the
    repr of the task, result included. For a shard of rows that repr costs tens of
    milliseconds (about 15% of an offline Privasis build). Here the main task's result
    is ``None`` and the real result travels in a closure.
    """
    box: list[T] = []

    async def main() -> None:
        box.append(await coro)

    asyncio.run(main())
    return box[0]
