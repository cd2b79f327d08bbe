"""The options of a Take 6! game, validated with clear errors (T6-03, T6-12..T6-17, fan cards)."""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from typing import Any

from bullheads.core.checks import is_whole
from bullheads.core.errors import ConfigError
from bullheads.games.take6.fans import normalize


class EndRule(StrEnum):
    """How the game ends."""

    POINTS = "points"
    """T6-12: after the round in which someone reaches the limit (66 or more)."""
    ROUNDS = "rounds"
    """T6-13: after a fixed number of rounds."""
    ELIMINATION = "elimination"
    """T6-14: players above the limit are eliminated; the last one left wins."""


MIN_PLAYERS, MAX_PLAYERS = 2, 10
"""T6-03."""
PRO_MAX_PLAYERS = 6
"""T6-15: the professional variant is for 2 to 6 players."""


@dataclasses.dataclass(frozen=True, slots=True)
class Take6Config:
    """A validated Take 6! configuration; the defaults are the rule book's."""

    players: int = 4
    end: EndRule = EndRule.POINTS
    limit: int = 66
    rounds: int = 1
    professional: bool = False
    snake: bool = False
    fans: tuple[str, ...] = ()
    """The fan cards in play (fan-cards.md): any of "even-odd", "mountaineering", "cow",
    "digit-flip", kept in that order (FAN-ORD-1); a list or set is accepted."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "fans", normalize(self.fans))
        if not is_whole(self.players) or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ConfigError(
                f"Take 6! is for {MIN_PLAYERS} to {MAX_PLAYERS} players ({self.players!r} given)"
            )
        try:
            object.__setattr__(self, "end", EndRule(self.end))
        except ValueError:
            choices = ", ".join(rule.value for rule in EndRule)
            raise ConfigError(f"unknown end rule {self.end!r} (choose one of: {choices})") from None
        if not is_whole(self.limit) or self.limit < 1:
            raise ConfigError(f"the point limit must be a whole number of at least 1 ({self.limit!r} given)")
        if not is_whole(self.rounds) or self.rounds < 1:
            raise ConfigError(f"the number of rounds must be at least 1 ({self.rounds!r} given)")
        if self.professional and self.players > PRO_MAX_PLAYERS:
            raise ConfigError(
                f"the professional variant is for {MIN_PLAYERS} to {PRO_MAX_PLAYERS} players "
                f"({self.players} given)"
            )
        if self.snake and not self.professional:
            raise ConfigError("the snake draft is an option of the professional variant only")

    def to_json(self) -> dict[str, Any]:
        data = {field.name: getattr(self, field.name) for field in dataclasses.fields(self)}
        data["end"] = self.end.value
        if self.fans:
            data["fans"] = list(self.fans)
        else:
            del data["fans"]  # the base game's config reads as it always did
        return data

    @classmethod
    def from_json(cls, data: Any) -> Take6Config:
        """A config from its JSON form; unknown or mistyped options are named."""
        if not isinstance(data, dict):
            raise ConfigError("a Take 6! config must be a JSON object")
        known = {field.name for field in dataclasses.fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ConfigError(f"unknown Take 6! option(s): {', '.join(unknown)}")
        for name in ("professional", "snake"):
            if name in data and not isinstance(data[name], bool):
                raise ConfigError(f"the option {name!r} must be true or false")
        if "fans" in data and not isinstance(data["fans"], list):
            raise ConfigError('the option "fans" must be a list of fan card names')
        for name in ("players", "limit", "rounds"):
            if name in data and (isinstance(data[name], bool) or not isinstance(data[name], int)):
                raise ConfigError(f"the option {name!r} must be a whole number")
        return cls(**data)
