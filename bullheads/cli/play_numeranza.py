"""`bullheads play numeranza`: Numeranza in the terminal, any of its five variants."""

from __future__ import annotations

from typing import Any

import click

from bullheads.cli.declared import declared_config, declared_options
from bullheads.cli.seating import game_seed, language, seat_kinds, seat_options
from bullheads.core.errors import BullheadsError
from bullheads.games.numeranza import NUMERANZA
from bullheads.tui.console import terminal_console
from bullheads.tui.numeranza_session import new_numeranza_session


@click.command(name="numeranza")
@seat_options(NUMERANZA.name, NUMERANZA.spec.default_players)
@declared_options(NUMERANZA.spec.options)
def numeranza(
    players: int,
    seats: str | None,
    bot: str,
    seed: int | None,
    lang: str | None,
    record_file: str | None,
    **options: Any,
) -> None:
    """Numeranza, the dice deck-builder: 2-6 players (co-op 1-6)."""
    kinds = seat_kinds(seats, players, bot, NUMERANZA.name)
    try:
        config = declared_config(NUMERANZA, options, len(kinds))
        session = new_numeranza_session(
            config, kinds, game_seed(seed), terminal_console(), language(lang), record_file
        )
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    session.run()
