"""The options every `bullheads play GAME` shares: who sits where, seed, language, record."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from typing import Any, TypeVar

import click

from bullheads.bots.registry import DEFAULT_BOT, EXTERNAL, bot_names
from bullheads.i18n import LANGUAGES, language_from_env
from bullheads.tui.seats import HUMAN

F = TypeVar("F", bound=Callable[..., Any])


def seat_options(game: str, players: int = 4) -> Callable[[F], F]:
    """--players, --seats, --bot, --seed, --lang and --record for `game`."""
    options = [
        click.option(
            "--players", "-n", type=int, default=players, show_default=True, help="Seats; seat 1 is you."
        ),
        click.option(
            "--seats",
            metavar="SPEC",
            help="Who sits where, e.g. human,heuristic,random,human (overrides --players; "
            "people share the keyboard).",
        ),
        click.option(
            "--bot",
            default=DEFAULT_BOT,
            show_default=True,
            callback=lambda _ctx, _param, value: check_bot(value, game, "--bot"),
            help=f"The bot in every seat --players fills: {', '.join(bot_names(game))}, "
            'or "cmd:COMMAND" for a program speaking the bot protocol.',
        ),
        click.option(
            "--seed", type=int, help="Repeat a game: the seed printed when it started [default: random]."
        ),
        click.option(
            "--lang",
            type=click.Choice(LANGUAGES),
            help="Language [default: from LC_ALL, LC_MESSAGES or LANG].",
        ),
        click.option(
            "--record", "record_file", metavar="FILE", help="Save the game's record to FILE when it ends."
        ),
    ]

    def decorate(command: F) -> F:
        for option in reversed(options):
            command = option(command)
        return command

    return decorate


def seat_kinds(spec: str | None, players: int, bot: str, game: str) -> list[str]:
    """Seat 1 is a person and the others `bot`, unless `spec` lists every seat."""
    if spec is None:
        return [HUMAN] + [bot] * (players - 1)
    kinds = [part.strip() for part in spec.split(",")]
    return [HUMAN if kind.lower() == HUMAN else check_bot(kind, game, "--seats") for kind in kinds]


def check_bot(name: str, game: str, option: str) -> str:
    """`name` if it names a bot of `game` (or an external bot "cmd:COMMAND")."""
    if name.startswith(EXTERNAL):
        if not name.removeprefix(EXTERNAL).strip():
            raise click.BadParameter("cmd: needs the command that runs the bot", param_hint=option)
        return name
    name = name.lower()
    if name not in bot_names(game):
        known = f"{', '.join(bot_names(game))}, cmd:COMMAND"
        if option == "--bot":
            raise click.BadParameter(f"{name!r} is not one of {known}", param_hint="'--bot'")
        raise click.BadParameter(f"{name!r} is neither {HUMAN!r} nor a bot ({known})", param_hint=option)
    return name


def game_seed(seed: int | None) -> int:
    """The seed given, or a fresh random one (printed by the client so it can be repeated)."""
    return random.SystemRandom().randrange(2**32) if seed is None else seed


def language(lang: str | None) -> str:
    return lang or language_from_env(os.environ)
