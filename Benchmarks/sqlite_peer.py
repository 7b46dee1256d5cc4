#!/usr/bin/env python3
"""The SQLite peer for the workshop's benchmark: the same workload on Python's sqlite3.

For each size N: a table of N users (loaded in one transaction), then SAVES single
saves, each its own transaction (INSERT OR REPLACE), in WAL mode with synchronous=FULL,
so every save is on disk when it returns, as the file repository's are. Prints one
JSON object per size: {"users": N, "save_median_s": ..., "lookup_median_s": ...}.

    python3 Benchmarks/sqlite_peer.py --sizes 1000 10000 100000 --saves 201
"""
import argparse
import json
import os
import sqlite3
import statistics
import tempfile
import time


def run(size: int, saves: int, lookups: int) -> dict:
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "users.sqlite")
        db = sqlite3.connect(path, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        db.execute(
            "CREATE TABLE users (id TEXT PRIMARY KEY, name TEXT NOT NULL,"
            " status_message TEXT NOT NULL, created_at REAL NOT NULL)"
        )
        db.execute("CREATE INDEX users_by_name ON users(name)")
        db.execute("BEGIN")
        db.executemany(
            "INSERT INTO users VALUES (?, ?, '', ?)",
            ((f"user-{i}", f"user {i}", 1_700_000_000 + i) for i in range(size)),
        )
        db.execute("COMMIT")

        timings = []
        for i in range(saves):
            started = time.perf_counter()
            db.execute("BEGIN")
            db.execute(
                "INSERT OR REPLACE INTO users VALUES (?, ?, '', ?)",
                (f"new-{i}", f"new {i}", 1_800_000_000 + i),
            )
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
        "save_median_s": statistics.median(timings),
        "lookup_median_s": statistics.median(lookup_timings),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--saves", type=int, default=201)
    parser.add_argument("--lookups", type=int, default=1_001)
    arguments = parser.parse_args()
    for size in arguments.sizes:
        print(json.dumps(run(size, arguments.saves, arguments.lookups)), flush=True)


if __name__ == "__main__":
    main()
