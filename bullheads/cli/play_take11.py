"""`bullheads play take11`: Take 11! in the terminal, with the shared seating options."""

from __future__ import annotations

import click

from bullheads.cli.seating import game_seed, language, seat_kinds, seat_options
from bullheads.core.errors import BullheadsError
from bullheads.games.take11 import TAKE11, Take11Config, load_heads
from bullheads.tui.console import terminal_console
from bullheads.tui.take11_session import new_session


@click.command(name="take11")
@seat_options(TAKE11.name)
@click.option(
    "--heads",
    "heads_file",
    metavar="FILE",
    help='A heads table as JSON, e.g. {"default": 1, "3": [2, 5], "7": [3, 33]} (cards not listed: default).',
)
def take11(
    players: int,
    seats: str | None,
    bot: str,
    seed: int | None,
    lang: str | None,
    record_file: str | None,
    heads_file: str | None,
) -> None:
    """Take 11! (11 nimmt!): 2-7 players, turns in order, as many rounds as players."""
    kinds = seat_kinds(seats, players, bot, TAKE11.name)
    try:
        if heads_file is None:
            config = Take11Config(players=len(kinds))
        else:
            config = Take11Config(players=len(kinds), heads=load_heads(heads_file))
        session = new_session(config, kinds, game_seed(seed), terminal_console(), language(lang), record_file)
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    session.run()
