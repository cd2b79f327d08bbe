"""`bullheads play numeranza`: Numeranza in the terminal, any of its five variants."""

from __future__ import annotations

import click

from bullheads.cli.seating import game_seed, language, seat_kinds, seat_options
from bullheads.core.errors import BullheadsError
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig, Variant
from bullheads.tui.console import terminal_console
from bullheads.tui.numeranza_session import new_numeranza_session


@click.command(name="numeranza")
@seat_options(NUMERANZA.name)
@click.option(
    "--variant",
    type=click.Choice([v.value for v in Variant]),
    default=Variant.SPIRAL.value,
    show_default=True,
    help="target (1), spiral (2), trips (3), diamond (4) or coop (5).",
)
def numeranza(
    players: int,
    seats: str | None,
    bot: str,
    seed: int | None,
    lang: str | None,
    record_file: str | None,
    variant: str,
) -> None:
    """Numeranza, the dice deck-builder: 2-6 players (co-op 1-6)."""
    kinds = seat_kinds(seats, players, bot, NUMERANZA.name)
    try:
        config = NumeranzaConfig(variant=Variant(variant), players=len(kinds))
        session = new_numeranza_session(
            config, kinds, game_seed(seed), terminal_console(), language(lang), record_file
        )
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    session.run()
