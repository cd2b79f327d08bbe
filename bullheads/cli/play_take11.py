"""`bullheads play take11`: Take 11! in the terminal, with the shared seating options."""

from __future__ import annotations

from typing import Any

import click

from bullheads.cli.declared import declared_config, declared_options
from bullheads.cli.seating import game_seed, language, seat_kinds, seat_options
from bullheads.core.errors import BullheadsError
from bullheads.games.take11 import TAKE11
from bullheads.tui.console import terminal_console
from bullheads.tui.take11_session import new_session


@click.command(name="take11")
@seat_options(TAKE11.name, TAKE11.spec.default_players)
@declared_options(TAKE11.spec.options)
def take11(
    players: int,
    seats: str | None,
    bot: str,
    seed: int | None,
    lang: str | None,
    record_file: str | None,
    **options: Any,
) -> None:
    """Take 11! (11 nimmt!): 2-7 players, turns in order, as many rounds as players."""
    kinds = seat_kinds(seats, players, bot, TAKE11.name)
    try:
        config = declared_config(TAKE11, options, len(kinds))
        session = new_session(config, kinds, game_seed(seed), terminal_console(), language(lang), record_file)
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    session.run()
