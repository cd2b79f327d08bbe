"""Command-line options made from what a game declares (core.spec), not listed again.

Every declared option becomes one option of the command, of its kind: a whole number, an
on/off flag (--snake/--no-snake), a choice (--end rounds), a repeatable choice (--fan cow
--fan even-odd) or a JSON file (--heads FILE). An option left out is not sent at all, so
the game's config gives its default; an option given implies the one value under which it
applies (--rounds 3 ends by rounds). The config alone refuses a value.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar

import click

from bullheads.core.errors import ConfigError
from bullheads.core.jsonfile import read_json
from bullheads.core.spec import GameSpec, Option
from bullheads.core.state import Game

F = TypeVar("F", bound=Callable[..., Any])

RESERVED = frozenset({"players", "seats", "bot", "seed", "lang", "record_file", "game_name"})
"""Names the shared options already take: a declared option may not reuse them."""


def declared_options(options: Iterable[Option], owners: Mapping[str, str] | None = None) -> Callable[[F], F]:
    """A click option for each declared option; `owners` prefixes an option's help with the
    games that declare it (one command for several games, as `bullheads match`)."""
    made = []
    for option in options:
        if option.name in RESERVED:
            raise ValueError(f"the declared option {option.name!r} clashes with a shared one")
        prefix = f"{owners[option.name]}: " if owners else ""
        made.append(_click_option(option, prefix))

    def decorate(command: F) -> F:
        for make in reversed(made):
            command = make(command)
        return command

    return decorate


def _click_option(option: Option, prefix: str) -> Callable[[F], F]:
    flag, text = option.cli_flag, prefix + option.help + _notes(option)
    if option.kind == "int":
        return click.option(flag, option.name, type=int, help=text)
    if option.kind == "bool":
        return click.option(f"{flag}/--no-{flag.removeprefix('--')}", option.name, default=None, help=text)
    if option.kind == "choice":
        bare: dict[str, Any] = {} if option.bare is None else {"is_flag": False, "flag_value": option.bare}
        return click.option(flag, option.name, type=click.Choice(option.choices), help=text, **bare)
    if option.kind == "choices":
        return click.option(flag, option.name, type=click.Choice(option.choices), multiple=True, help=text)
    return click.option(flag, option.name, metavar="FILE", help=f"{text} A JSON file.")


def _notes(option: Option) -> str:
    """What the help adds from the declaration: the range, when it applies, the default."""
    notes = []
    if option.kind == "int":
        if option.high is None:
            notes.append(f"at least {option.low}")
        else:
            notes.append(f"{option.low} to {option.high}")
    for name, values in option.applies_when.items():
        notes.append(f"with --{name.replace('_', '-')} {' or '.join(values)}")
    if option.bare is not None:
        notes.append(f"alone: {option.bare}")
    if option.kind == "choices":
        notes.append("repeatable")
    elif option.kind != "json":
        notes.append(f"default: {_shown(option.default)}")
    return f" [{'; '.join(notes)}]"


def _shown(default: Any) -> str:
    if isinstance(default, bool):
        return "yes" if default else "no"
    return str(default)


def given(spec: GameSpec, values: Mapping[str, Any]) -> dict[str, Any]:
    """The declared options that were given, in their JSON form (a JSON option's file read)."""
    data: dict[str, Any] = {}
    for option in spec.options:
        value = values.get(option.name)
        if value is None or value == ():
            continue
        if option.kind == "choices":
            value = list(value)
        elif option.kind == "json":
            value = _json_file(value, option.cli_flag)
        data[option.name] = value
    return data


def declared_config(game: Game[Any, Any], values: Mapping[str, Any], players: int) -> Any:
    """The game's config from the command's option values (ConfigError when it refuses)."""
    data = game.spec.with_implied(given(game.spec, values))
    return game.config_from_json({**data, "players": players})


def _json_file(path: str, flag: str) -> Any:
    """The JSON value in the file at `path`; ConfigError names the option and the problem."""
    try:
        return read_json(Path(path), path, ConfigError)
    except ConfigError as error:
        raise ConfigError(f"{flag}: {error}") from None
