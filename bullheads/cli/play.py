"""`bullheads play [GAME]`: a game in the terminal against bots, or between people.

`bullheads play` alone plays Take 6!; each game is a subcommand with its own options
(`bullheads play take6 --professional deal`). Every subcommand is made from what its
game declares (bullheads.core.spec: its summary, players and options) and the shared
seating options of bullheads.cli.seating; the game's terminal client is
bullheads.tui.games.UIS.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from bullheads.cli.declared import declared_config, declared_options
from bullheads.cli.seating import game_seed, language, seat_kinds, seat_options
from bullheads.core.errors import BullheadsError
from bullheads.core.state import Game
from bullheads.games import get_game
from bullheads.games.take6 import TAKE6
from bullheads.tui.console import terminal_console
from bullheads.tui.games import UIS, resume_session
from bullheads.tui.session import start_session

Command = Callable[..., Any]


def game_options(game: Game[Any, Any]) -> Callable[[Command], Command]:
    """The seating options and the options `game` declares."""

    def wrap(command: Command) -> Command:
        seating = seat_options(game.name, game.spec.default_players)
        return seating(declared_options(game.spec.options)(command))

    return wrap


def run_game(
    game: Game[Any, Any],
    players: int,
    seats: str | None,
    bot: str,
    seed: int | None,
    lang: str | None,
    record_file: str | None,
    **options: Any,
) -> None:
    """Seat the players, make the config from the options and play `game` to its end."""
    kinds = seat_kinds(seats, players, bot, game.name)
    try:
        config = declared_config(game, options, len(kinds))
        console, seed_used, lang_used = terminal_console(), game_seed(seed), language(lang)
        ui = UIS[game.name]
        session = start_session(game, ui, config, kinds, seed_used, console, lang_used, record_file)
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    session.run()


def game_command(name: str) -> click.Command:
    """`bullheads play NAME`, from the game's declaration."""
    game = get_game(name)

    @game_options(game)
    def command(**options: Any) -> None:
        run_game(game, **options)

    return click.command(name=name, help=game.spec.summary)(command)


@click.group(invoke_without_command=True, subcommand_metavar="[GAME] [OPTIONS]")
@game_options(TAKE6)
@click.option(
    "--resume",
    metavar="FILE",
    help="Continue the unfinished game saved in FILE, any game, with the same seats.",
)
@click.pass_context
def play(ctx: click.Context, /, resume: str | None, **options: Any) -> None:
    """Play in the terminal: Take 6! unless a GAME is named. Type ? during a game for help.

    The options shown here are Take 6!'s; `bullheads play GAME --help` shows a game's own.
    """
    if ctx.invoked_subcommand is not None:
        return
    if resume is None:
        run_game(TAKE6, **options)
        return
    try:
        session = resume_session(
            resume, terminal_console(), language(options["lang"]), options["record_file"]
        )
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    session.run()


for _name in UIS:
    play.add_command(game_command(_name))
