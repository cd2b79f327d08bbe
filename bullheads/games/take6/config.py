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


class ProMode(StrEnum):
    """How the hands of the professional variant's deck (T6-15) are made."""

    DRAFT = "draft"
    """T6-16/T6-17: the open draft; every hand is public."""
    DEAL = "deal"
    """Seed 004 (docs/rules-decisions.md): shuffled and dealt as in T6-03; hands secret."""


PRO_OFF = "off"
"""The professional variant not played: a name the JSON form also accepts (as ``false``)."""


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
    professional: ProMode | None = None
    """None: the full deck (T6-03); otherwise the professional variant (T6-15) with its
    hands drafted (T6-16) or dealt. Also accepts ``True`` (the draft, as old configs
    say), ``False`` and ``"off"`` (None), ``"draft"``, ``"deal"``."""
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
        object.__setattr__(self, "professional", _pro_mode(self.professional))
        if not is_whole(self.limit) or self.limit < 1:
            raise ConfigError(f"the point limit must be a whole number of at least 1 ({self.limit!r} given)")
        if not is_whole(self.rounds) or self.rounds < 1:
            raise ConfigError(f"the number of rounds must be at least 1 ({self.rounds!r} given)")
        if self.professional and self.players > PRO_MAX_PLAYERS:
            raise ConfigError(
                f"the professional variant is for {MIN_PLAYERS} to {PRO_MAX_PLAYERS} players "
                f"({self.players} given)"
            )
        if self.snake and self.professional is None:
            raise ConfigError("the snake draft is an option of the professional variant only")
        if self.snake and self.professional is ProMode.DEAL:
            raise ConfigError("the snake draft needs the professional draft: a dealt round has no draft")

    def to_json(self) -> dict[str, Any]:
        data = {field.name: getattr(self, field.name) for field in dataclasses.fields(self)}
        data["end"] = self.end.value
        data["professional"] = pro_json(self.professional)
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
        if "snake" in data and not isinstance(data["snake"], bool):
            raise ConfigError("the option 'snake' must be true or false")
        if "fans" in data and not isinstance(data["fans"], list):
            raise ConfigError('the option "fans" must be a list of fan card names')
        for name in ("players", "limit", "rounds"):
            if name in data and (isinstance(data[name], bool) or not isinstance(data[name], int)):
                raise ConfigError(f"the option {name!r} must be a whole number")
        return cls(**data)


def pro_json(mode: ProMode | None) -> bool | str:
    """The JSON form of the professional option (docs/records.md): ``false``, ``true``
    for the draft (as configs have always said it) or ``"deal"``."""
    if mode is None:
        return False
    return True if mode is ProMode.DRAFT else mode.value


def _pro_mode(value: Any) -> ProMode | None:
    """The professional option from any of its accepted forms; a clear error otherwise."""
    if value is None or value is False or value == PRO_OFF:
        return None
    if value is True:
        return ProMode.DRAFT
    if isinstance(value, str):
        try:
            return ProMode(value)
        except ValueError:
            pass
    choices = ", ".join([PRO_OFF, *(mode.value for mode in ProMode)])
    raise ConfigError(f"the option 'professional' must be true, false or one of: {choices} ({value!r} given)")
