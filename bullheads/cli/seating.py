"""The options every `bullheads play GAME` shares: who sits where, seed, language, record."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from typing import Any, TypeVar

import click

from bullheads.bots.registry import DEFAULT_BOT, bot_names
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
            type=click.Choice(bot_names(game)),
            default=DEFAULT_BOT,
            show_default=True,
            help="The bot in every seat --players fills.",
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
    kinds = [part.strip().lower() for part in spec.split(",")]
    known = [HUMAN, *bot_names(game)]
    for kind in kinds:
        if kind not in known:
            raise click.BadParameter(
                f"{kind!r} is neither {HUMAN!r} nor a bot ({', '.join(known[1:])})", param_hint="--seats"
            )
    return kinds


def game_seed(seed: int | None) -> int:
    """The seed given, or a fresh random one (printed by the client so it can be repeated)."""
    return random.SystemRandom().randrange(2**32) if seed is None else seed


def language(lang: str | None) -> str:
    return lang or language_from_env(os.environ)
