"""The options of a Take 11! game, validated with clear errors (T11-02, T11-03)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from bullheads.core.checks import is_whole
from bullheads.core.errors import ConfigError
from bullheads.core.jsonfile import read_json
from bullheads.games.take11.cards import DEFAULT_HEADS, heads_to_json, parse_heads

MIN_PLAYERS, MAX_PLAYERS = 2, 7
"""T11-03."""


@dataclasses.dataclass(frozen=True, slots=True)
class Take11Config:
    """A validated Take 11! configuration.

    `heads` is the heads table (T11-02), index 0 unused; its JSON form is always written
    into records, so a game replays with the table it was played with.
    """

    players: int = 4
    heads: tuple[int, ...] = DEFAULT_HEADS

    def __post_init__(self) -> None:
        if not is_whole(self.players) or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ConfigError(
                f"Take 11! is for {MIN_PLAYERS} to {MAX_PLAYERS} players ({self.players!r} given)"
            )
        if len(self.heads) != len(DEFAULT_HEADS) or self.heads[0] != 0:
            raise ConfigError("a heads table gives each card 1..100 its heads (index 0 unused)")

    @property
    def rounds(self) -> int:
        """T11-09: as many rounds as players."""
        return self.players

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "heads": heads_to_json(self.heads)}

    @classmethod
    def from_json(cls, data: Any) -> Take11Config:
        """A config from its JSON form; unknown or mistyped options are named."""
        if not isinstance(data, dict):
            raise ConfigError("a Take 11! config must be a JSON object")
        unknown = sorted(set(data) - {"players", "heads"})
        if unknown:
            raise ConfigError(f"unknown Take 11! option(s): {', '.join(unknown)}")
        players = data.get("players", 4)
        if isinstance(players, bool) or not isinstance(players, int):
            raise ConfigError("the option 'players' must be a whole number")
        if "heads" in data:
            return cls(players=players, heads=parse_heads(data["heads"]))
        return cls(players=players)


def load_heads(path: str | Path) -> tuple[int, ...]:
    """T11-02: a heads table from a JSON file; ConfigError names the file and the problem."""
    path = Path(path)
    data = read_json(path, f"the heads file {path}", ConfigError)
    try:
        return parse_heads(data)
    except ConfigError as error:
        raise ConfigError(f"{path}: {error}") from None
