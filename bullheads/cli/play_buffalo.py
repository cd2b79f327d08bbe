"""`bullheads play buffalo`: Beat the Buffalo in the terminal, with the shared seating options."""

from __future__ import annotations

from typing import Any

import click

from bullheads.cli.declared import declared_config, declared_options
from bullheads.cli.seating import game_seed, language, seat_kinds, seat_options
from bullheads.core.errors import BullheadsError
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.tui.buffalo_session import new_buffalo_session
from bullheads.tui.console import terminal_console


@click.command(name="buffalo")
@seat_options(BUFFALO_GAME.name, BUFFALO_GAME.spec.default_players)
@declared_options(BUFFALO_GAME.spec.options)
def buffalo(
    players: int,
    seats: str | None,
    bot: str,
    seed: int | None,
    lang: str | None,
    record_file: str | None,
    **options: Any,
) -> None:
    """Beat the Buffalo: 1-6 players as one team against the automatic buffalo."""
    kinds = seat_kinds(seats, players, bot, BUFFALO_GAME.name)
    try:
        config = declared_config(BUFFALO_GAME, options, len(kinds))
        session = new_buffalo_session(
            config, kinds, game_seed(seed), terminal_console(), language(lang), record_file
        )
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    session.run()
