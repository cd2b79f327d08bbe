"""A game's declaration of itself, as data: its players, its options, whether it is a team,
whether some of its choices are simultaneous and how wide its random draws are.

Clients read the declaration instead of listing a game's options again (DESIGN, "Next
steps of the contract"; compare OpenSpiel's GameType and parameter_specification): the
CLI makes its per-game options from it, the lobby its form, the lab checks study configs
with it. The config stays the one place that refuses a value: a declaration only says
what there is to choose, and a test checks that each game's config accepts its defaults
and choices and refuses what lies outside.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, Literal

Kind = Literal["int", "bool", "choice", "choices", "json"]
"""int: a whole number from low to high (either may be open); bool; choice: one of
`choices`; choices: any subset of `choices` (a list); json: a structured value given as
JSON (a table, a list of pairs), for advanced use."""

Condition = Mapping[str, tuple[str, ...]]
"""Option name -> the values under which something holds (all names must match)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Option:
    """One option of a game's config, named as in the config's JSON form."""

    name: str
    kind: Kind
    default: Any
    help: str
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()
    applies_when: Condition = dataclasses.field(default_factory=dict)
    """The option means something only when these other options have these values (no
    number of rounds when the game ends by points); elsewhere clients leave it out."""
    advanced: bool = False
    """Rarely changed (reconstructed rules, tables): clients may fold it away."""
    flag: str | None = None
    """The command line's name when it is not the option's (--fan, repeated, for fans)."""
    bare: str | None = None
    """For a choice: the value of its flag given alone (a bare --professional drafts)."""

    @property
    def cli_flag(self) -> str:
        return "--" + (self.flag or self.name).replace("_", "-")

    def applies(self, values: Mapping[str, Any]) -> bool:
        """Whether the option means something with these option values."""
        return holds(self.applies_when, values)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "name": self.name,
            "kind": self.kind,
            "default": self.default,
            "help": self.help,
        }
        if self.low is not None:
            data["low"] = self.low
        if self.high is not None:
            data["high"] = self.high
        if self.choices:
            data["choices"] = list(self.choices)
        if self.applies_when:
            data["applies_when"] = {name: list(values) for name, values in self.applies_when.items()}
        if self.advanced:
            data["advanced"] = True
        return data


def holds(condition: Condition, values: Mapping[str, Any]) -> bool:
    """Whether every option named in `condition` has one of its values in `values`."""
    return all(str(_plain(values.get(name))) in allowed for name, allowed in condition.items())


def _plain(value: Any) -> Any:
    return getattr(value, "value", value)


@dataclasses.dataclass(frozen=True, slots=True)
class GameSpec:
    """What a game is and what may be chosen before it starts."""

    name: str
    title: str
    summary: str
    """One line for people: what the game is (the help of `bullheads play GAME`)."""
    players: range
    """The widest range of seats; some options narrow it (the config says so)."""
    default_players: int
    cooperative: bool | Condition
    """True when the seats always play as one team; a condition when some options make
    them one (Numeranza's coop variant)."""
    lower_scores_win: bool | Condition
    """Whether the lowest score wins (bull heads) rather than the highest (points): the
    scores' direction, which clients, environments and the lab read instead of deciding; a
    condition when some options make the lowest win (Numeranza's diamond variant counting
    the fewest points, V4-6)."""
    largest_draw: Callable[[Any], int]
    """The most values one random draw of a game with a config (the argument: the config
    object) chooses among: the largest collection it deals, shuffles or picks from, a die's
    faces, the seats it picks a starter among. A function, as some configs draw from more
    (Numeranza's special cards are an option). What an adapter that splits each chance
    outcome into elementary uniform choices (bullheads.envs.choices) must make room for:
    OpenSpiel's ``max_chance_outcomes``."""
    options: tuple[Option, ...] = ()
    simultaneous: bool | Condition = False
    """True when some decisions are secret choices that several seats make at once:
    `to_act()` lists them together and none of them sees another's choice before all have
    chosen (Take 6!: each turn's card, T6-04; Beat the Buffalo: each turn's card, BUF-04);
    a condition when some options make them so (Numeranza trips: the answers to a claim
    and to a trip, V3-2, V3-3). Several seats listed by `to_act()` whose choices are seen
    at once (Numeranza co-op's conversation, V5-2) are not simultaneous choices."""

    def option(self, name: str) -> Option | None:
        return next((option for option in self.options if option.name == name), None)

    def defaults(self) -> dict[str, Any]:
        """The config JSON of every declared default (the players included)."""
        return {"players": self.default_players, **{option.name: option.default for option in self.options}}

    def unknown(self, names: list[str]) -> list[str]:
        """The names that are neither `players` nor a declared option, sorted."""
        known = {"players", *(option.name for option in self.options)}
        return sorted(set(names) - known)

    def team(self, values: Mapping[str, Any]) -> bool:
        """Whether the seats play as one team with these option values."""
        return self._declared(self.cooperative, values)

    def lower_wins(self, values: Mapping[str, Any]) -> bool:
        """Whether the lowest score wins with these option values."""
        return self._declared(self.lower_scores_win, values)

    def simultaneous_in(self, values: Mapping[str, Any]) -> bool:
        """Whether some choices are simultaneous secret choices with these option values."""
        return self._declared(self.simultaneous, values)

    def _declared(self, flag: bool | Condition, values: Mapping[str, Any]) -> bool:
        if isinstance(flag, bool):
            return flag
        return holds(flag, {**self.defaults(), **values})

    def with_implied(self, given: Mapping[str, Any], base: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """`base` and `given` (options set explicitly, over `base`) plus what `given`
        implies: an option that applies under one value of another option set in neither
        sets that value (a number of rounds means the game ends after rounds)."""
        data = {**(base or {}), **given}
        for name in given:
            option = self.option(name)
            if option is None:
                continue
            for other, allowed in option.applies_when.items():
                if other not in data and len(allowed) == 1:
                    data[other] = allowed[0]
        return data

    def to_json(self) -> dict[str, Any]:
        """The declaration as JSON (the lobby's form); the largest draw is left out (a
        function of the config, for adapters)."""
        return {
            "name": self.name,
            "title": self.title,
            "players": {
                "low": self.players.start,
                "high": self.players.stop - 1,
                "default": self.default_players,
            },
            "cooperative": _flag_json(self.cooperative),
            "simultaneous": _flag_json(self.simultaneous),
            "lower_scores_win": _flag_json(self.lower_scores_win),
            "options": [option.to_json() for option in self.options],
        }


def _flag_json(flag: bool | Condition) -> Any:
    """A flag as JSON: true, false, or the condition (option name -> values)."""
    if isinstance(flag, bool):
        return flag
    return {name: list(values) for name, values in flag.items()}
