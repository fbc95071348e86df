"""An on-disk cache of model answers, keyed by (model, messages, sampling parameters, seed).

LLM builds use it by default, so rerunning a build after a crash (or with ``--overwrite``,
or into another folder) pays nothing for the calls already answered: every call of a
(config, seed) build is a pure function of those four things. It is one SQLite file (WAL
mode), safe for the many processes of a distributed build to share on one machine; on a
cluster give each node its own, or put it on a file system with working locks.
Only usable answers from the server are stored (a transport failure is never cached).
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
from pathlib import Path
from typing import Any

DEFAULT_CACHE_DIR = Path(os.environ.get("PRIVASIS_CACHE", Path.home() / ".cache" / "privasis-hub"))
CACHE_FILE = "llm-responses.sqlite"


def default_cache_path() -> Path:
    """``$PRIVASIS_CACHE/llm-responses.sqlite`` (default ``~/.cache/privasis-hub``)."""
    root = Path(os.environ.get("PRIVASIS_CACHE", DEFAULT_CACHE_DIR))
    return root / CACHE_FILE


class ResponseCache:
    """A persistent map from a call's key to its answer (``text``, ``finish_reason``, token counts)."""

    def __init__(self, path: str | os.PathLike | None = None):
        path = Path(path) if path is not None else default_cache_path()
        if path.suffix != ".sqlite":  # a folder
            path = path / CACHE_FILE
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.hits = 0
        self.misses = 0
        self.writes = 0
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._pid = -1

    def _db(self) -> sqlite3.Connection:
        if self._conn is None or self._pid != os.getpid():  # a forked child opens its own connection
            self._conn = sqlite3.connect(self.path, timeout=120, check_same_thread=False, isolation_level=None)
            try:  # WAL is kept in the file: when another process holds the lock it has already switched it
                self._conn.execute("PRAGMA journal_mode=WAL")
            except sqlite3.OperationalError:  # "database is locked" while a sibling worker opens the same cache
                pass
            self._conn.execute("PRAGMA synchronous=NORMAL")
            self._conn.execute("CREATE TABLE IF NOT EXISTS responses (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            self._pid = os.getpid()
        return self._conn

    def __getstate__(self) -> dict[str, Any]:  # picklable: the connection is reopened where it lands
        state = dict(self.__dict__)
        state.update(_conn=None, _pid=-1, _lock=None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._lock = threading.Lock()

    @staticmethod
    def key(model: str, messages: list[dict[str, Any]], sampling: dict[str, Any], seed: int | None) -> str:
        """The SHA-256 of the call's canonical JSON."""
        blob = json.dumps({"model": model, "messages": messages, "sampling": sampling, "seed": seed},
                          sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()

    def get(self, key: str) -> dict[str, Any] | None:
        """The stored answer of ``key``, or None."""
        with self._lock:
            row = self._db().execute("SELECT value FROM responses WHERE key = ?", (key,)).fetchone()
        if row is None:
            self.misses += 1
            return None
        self.hits += 1
        return json.loads(row[0])

    def put(self, key: str, value: dict[str, Any]) -> None:
        """Store an answer (a later put of the same key keeps the first)."""
        blob = json.dumps(value, ensure_ascii=False)
        with self._lock:
            self._db().execute("INSERT OR IGNORE INTO responses (key, value) VALUES (?, ?)", (key, blob))
        self.writes += 1

    def __len__(self) -> int:
        with self._lock:
            return int(self._db().execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def size_bytes(self) -> int:
        """Bytes on disk (the database and its write-ahead log)."""
        return sum(p.stat().st_size for p in (self.path, Path(f"{self.path}-wal")) if p.exists())

    def report(self) -> dict[str, Any]:
        """Where the cache is, how big, and this run's hits, misses and writes."""
        return {"path": str(self.path), "entries": len(self), "bytes": self.size_bytes(),
                "hits": self.hits, "misses": self.misses, "writes": self.writes}

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
