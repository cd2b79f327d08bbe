"""Resumable results: every finished game is stored in SQLite as it arrives.

A game is stored under its cell's key (the JSON of everything that decides its play:
game, config, bots, seed, rotation, time) and its number, so running the same study
again plays only the games that are missing, and a study whose cells changed never
reuses a game played under other settings.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from bullheads.lab.match import MatchSpec

COMMIT_SECONDS = 0.5
"""At most this long between commits: a kill loses at most that much play."""


def cell_key(spec: MatchSpec) -> str:
    """What decides the play of a cell's games (not how many there are)."""
    data = spec.to_json()
    del data["games"]
    return json.dumps(data, sort_keys=True)


class Store:
    """The games of a study in the SQLite file `path` (created when missing)."""

    def __init__(self, path: str | Path) -> None:
        self.connection = sqlite3.connect(str(path))
        self.connection.execute(
            "CREATE TABLE IF NOT EXISTS games ("
            "cell TEXT NOT NULL, number INTEGER NOT NULL, result TEXT NOT NULL, "
            "PRIMARY KEY (cell, number))"
        )
        self.connection.commit()
        self.committed = time.monotonic()

    def played(self, spec: MatchSpec) -> dict[int, dict[str, Any]]:
        """The stored games of `spec`'s cell, by number (only those below spec.games)."""
        rows = self.connection.execute(
            "SELECT number, result FROM games WHERE cell = ? AND number < ?", (cell_key(spec), spec.games)
        )
        return {number: json.loads(text) for number, text in rows}

    def add(self, spec: MatchSpec, results: Iterable[dict[str, Any]]) -> None:
        """Store finished games; committed at least every COMMIT_SECONDS."""
        key = cell_key(spec)
        self.connection.executemany(
            "INSERT OR REPLACE INTO games (cell, number, result) VALUES (?, ?, ?)",
            [(key, result["number"], json.dumps(result)) for result in results],
        )
        if time.monotonic() - self.committed >= COMMIT_SECONDS:
            self.commit()

    def commit(self) -> None:
        self.connection.commit()
        self.committed = time.monotonic()

    def close(self) -> None:
        self.commit()
        self.connection.close()
