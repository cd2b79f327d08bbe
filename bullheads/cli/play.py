"""`bullheads play [GAME]`: a game in the terminal against bots, or between people.

`bullheads play` alone plays Take 6!; each game is a subcommand with its own options
(`bullheads play take6 --professional deal`). Every game shares the seating options of
bullheads.cli.seating.
"""

from __future__ import annotations

from typing import Any

import click

from bullheads.cli.declared import declared_config, declared_options
from bullheads.cli.play_buffalo import buffalo
from bullheads.cli.play_numeranza import numeranza
from bullheads.cli.play_take11 import take11
from bullheads.cli.seating import game_seed, language, seat_kinds, seat_options
from bullheads.core.errors import BullheadsError
from bullheads.games.take6 import TAKE6
from bullheads.tui.console import terminal_console
from bullheads.tui.games import resume_session
from bullheads.tui.take6_session import new_session


def take6_options(command: Any) -> Any:
    """The Take 6! options, shared by `play` and `play take6`: the seating and what the
    game declares."""
    return seat_options(TAKE6.name, TAKE6.spec.default_players)(declared_options(TAKE6.spec.options)(command))


def run_take6(
    players: int,
    seats: str | None,
    bot: str,
    seed: int | None,
    lang: str | None,
    record_file: str | None,
    **options: Any,
) -> None:
    kinds = seat_kinds(seats, players, bot, TAKE6.name)
    try:
        config = declared_config(TAKE6, options, len(kinds))
        session = new_session(config, kinds, game_seed(seed), terminal_console(), language(lang), record_file)
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    session.run()


@click.group(invoke_without_command=True, subcommand_metavar="[GAME] [OPTIONS]")
@take6_options
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
        run_take6(**options)
        return
    try:
        session = resume_session(
            resume, terminal_console(), language(options["lang"]), options["record_file"]
        )
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    session.run()


@play.command(name="take6")
@take6_options
def play_take6(**options: Any) -> None:
    """Take 6! (6 nimmt!): 2-10 players, fewest bull heads wins."""
    run_take6(**options)


play.add_command(take11)
play.add_command(numeranza)
play.add_command(buffalo)
