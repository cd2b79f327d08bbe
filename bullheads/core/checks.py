"""The checks at the contract's boundary, shared by every game.

`act` is the only way to change a state, and it is called with whatever a client, a bot
or a record hands over. Each game checks the seat and the action with these helpers
before it changes anything, so that a wrong type (a float, a bool, a string, another
game's action) or an out-of-range value is refused with a reason and leaves the state as
it was. Configs check their whole-number options the same way.

Reasons are read by people: seats and rows are shown numbered from 1, as every client
shows them (`offset`), while the values themselves stay numbered from 0.
"""

from __future__ import annotations

from typing import Any

from bullheads.core.errors import ConfigError, IllegalAction

SHOWN = 40
"""At most this many characters of a wrong value are shown in a reason."""


def shown(value: Any) -> str:
    """`value` as short readable text for a reason (long garbage is cut; a value too big
    or too deep even to write out is named as such)."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # Python's int-to-text limit; deep nesting
        return "a value too large to show"
    return text if len(text) <= SHOWN else f"{text[: SHOWN - 3]}..."


def is_whole(value: Any) -> bool:
    """Whether `value` is a real int: not a bool, a float or an int subclass."""
    return type(value) is int


def check_seat(seat: object, players: int) -> int:
    """A seat is a real int from 0 to players - 1 (shown to people as 1 to players);
    returns it."""
    if type(seat) is not int or not 0 <= seat < players:
        given = shown(seat + 1 if type(seat) is int else seat)
        raise IllegalAction(f"there is no seat {given}: the seats are 1 to {players}")
    return seat


def check_int(value: Any, name: str, low: int, high: int, offset: int = 0) -> None:
    """An action's field is a real int from `low` to `high`; the reason shows it and the
    range plus `offset` (1 for seats and rows, which people count from 1)."""
    if type(value) is not int or not low <= value <= high:
        given = shown(value + offset if type(value) is int else value)
        bounds = f"from {low + offset} to {high + offset}"
        raise IllegalAction(f"the {name} must be a whole number {bounds} ({given} given)")


def check_choice(value: Any, name: str, choices: tuple[str, ...]) -> None:
    """An action's field is one of the names in `choices`."""
    if type(value) is not str or value not in choices:
        raise IllegalAction(f"the {name} must be one of {', '.join(choices)} ({shown(value)} given)")


def check_kind(action: Any, kinds: tuple[type, ...], game: str) -> None:
    """The action is exactly one of the game's action classes (another game's action, or
    a subclass, is refused)."""
    if type(action) not in kinds:
        raise IllegalAction(f"{shown(action)} is not a {game} action")


def check_option(value: Any, name: str, low: int, high: int) -> None:
    """A config's whole-number option: a real int (not a bool or a float) from `low` to
    `high`; ConfigError names the option."""
    if type(value) is not int or not low <= value <= high:
        given = shown(value)
        raise ConfigError(f"the option {name!r} must be a whole number from {low} to {high} ({given} given)")
