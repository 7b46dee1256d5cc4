#!/usr/bin/env python3
"""The SQLite peer for the workshop's benchmark: the same saves on Python's sqlite3.

It does what the SQLite adapter (Sources/SQLPersistence/SQLiteUserRepository.swift) does,
with its table and its statements, so the two differ only in the code around SQLite:

- the connection as SQLiteConnection opens it: WAL, synchronous=FULL, foreign_keys=ON;
- the users table of UserSchema's step 1 (UNIQUE name, an index on created_at, id);
- N users loaded in one transaction through a connection of their own, closed before the
  saves (as the benchmark loads the adapter's file), then SAVES single saves of new users,
  each its own transaction: BEGIN IMMEDIATE, the adapter's INSERT, COMMIT. Every save is
  on disk when it returns, as the adapter's and the file repository's are.

Prints one JSON object per size: {"users": N, "save_median_s": ..., "save_p99_s": ...,
"save_max_s": ..., "lookup_median_s": ...}.

    python3 Benchmarks/sqlite_peer.py --sizes 1000 10000 100000 --saves 1001
"""
import argparse
import json
import os
import sqlite3
import statistics
import tempfile
import time

# UserSchema.sqlite, step 1, and SQLiteUserRepository's insert, word for word.
SCHEMA = """
CREATE TABLE users (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL UNIQUE,
  status_message TEXT NOT NULL,
  type TEXT NOT NULL,
  created_at REAL NOT NULL,
  version INTEGER NOT NULL CHECK (version > 0)
);
CREATE INDEX users_by_creation ON users (created_at, id)
"""
INSERT = (
    "INSERT INTO users (id, name, status_message, type, created_at, version)"
    " VALUES (?, ?, ?, ?, ?, ?)"
)


def percentile(values: list, rank: float) -> float:
    """The value below which `rank` of the values lie, as the Swift benchmark picks it."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * rank))]


def connect(path: str) -> sqlite3.Connection:
    """A connection as SQLiteConnection opens one."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")
    db.execute("PRAGMA foreign_keys=ON")
    return db


def run(size: int, saves: int, lookups: int) -> dict:
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "users.sqlite")
        loader = connect(path)
        loader.executescript(SCHEMA)
        loader.execute("BEGIN IMMEDIATE")
        loader.executemany(
            INSERT,
            ((f"user-{i}", f"user {i}", "", "normal", 1_700_000_000 + i, 1) for i in range(size)),
        )
        loader.execute("COMMIT")
        # Closed, as the benchmark closes its loader before the adapter opens the file: the
        # last connection's close checkpoints the WAL and removes it, so the saves below start
        # from an empty WAL, as the adapter's do.
        loader.close()
        db = connect(path)

        timings = []
        for i in range(saves):
            started = time.perf_counter()
            db.execute("BEGIN IMMEDIATE")
            db.execute(INSERT, (f"new-{i}", f"new {i}", "", "normal", 1_800_000_000 + i, 1))
            db.execute("COMMIT")
            timings.append(time.perf_counter() - started)

        lookup_timings = []
        for i in range(lookups):
            name = f"user {(i * 7919) % size}"
            started = time.perf_counter()
            db.execute("SELECT id FROM users WHERE name = ? LIMIT 1", (name,)).fetchone()
            lookup_timings.append(time.perf_counter() - started)
        db.close()
    return {
        "users": size,
        "save_median_s": percentile(timings, 0.5),
        "save_p99_s": percentile(timings, 0.99),
        "save_max_s": max(timings),
        "lookup_median_s": statistics.median(lookup_timings),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--saves", type=int, default=1_001)
    parser.add_argument("--lookups", type=int, default=1_001)
    arguments = parser.parse_args()
    for size in arguments.sizes:
        print(json.dumps(run(size, arguments.saves, arguments.lookups)), flush=True)


if __name__ == "__main__":
    main()
