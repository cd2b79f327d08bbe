"""The options of a Beat the Buffalo game (BUF-01)."""

from __future__ import annotations

import dataclasses
from typing import Any

from bullheads.core.checks import is_whole
from bullheads.core.errors import ConfigError

MIN_PLAYERS, MAX_PLAYERS = 1, 6


def team_weight(players: int) -> int:
    """BUF-07: what each head in the team's pile counts: double for a team of 1 or 2."""
    return 2 if players <= 2 else 1


@dataclasses.dataclass(frozen=True, slots=True)
class BuffaloConfig:
    """BUF-01: a team of 1 to 6 players against the buffalo."""

    players: int = 3

    def __post_init__(self) -> None:
        if not is_whole(self.players):
            raise ConfigError(f"players must be a whole number: {self.players!r}")
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ConfigError(
                f"Beat the Buffalo is for {MIN_PLAYERS} to {MAX_PLAYERS} players (BUF-01): "
                f"{self.players} given"
            )

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players}

    @classmethod
    def from_json(cls, data: Any) -> BuffaloConfig:
        if not isinstance(data, dict):
            raise ConfigError("a Beat the Buffalo config is a JSON object")
        unknown = sorted(set(data) - {"players"})
        if unknown:
            raise ConfigError(f"unknown Beat the Buffalo option(s): {', '.join(unknown)} (options: players)")
        return cls(**data)
