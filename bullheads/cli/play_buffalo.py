"""`bullheads play buffalo`: Beat the Buffalo in the terminal, with the shared seating options."""

from __future__ import annotations

import click

from bullheads.cli.seating import game_seed, language, seat_kinds, seat_options
from bullheads.core.errors import BullheadsError
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.tui.buffalo_session import new_buffalo_session
from bullheads.tui.console import terminal_console


@click.command(name="buffalo")
@seat_options(BUFFALO_GAME.name, players=3)
def buffalo(
    players: int,
    seats: str | None,
    bot: str,
    seed: int | None,
    lang: str | None,
    record_file: str | None,
) -> None:
    """Beat the Buffalo: 1-6 players as one team against the automatic buffalo."""
    kinds = seat_kinds(seats, players, bot, BUFFALO_GAME.name)
    try:
        config = BuffaloConfig(players=len(kinds))
        session = new_buffalo_session(
            config, kinds, game_seed(seed), terminal_console(), language(lang), record_file
        )
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    session.run()
