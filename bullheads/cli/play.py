"""`bullheads play`: Take 6! in the terminal against bots, or hot-seat between people."""

from __future__ import annotations

import os
import random

import click

from bullheads.bots.registry import DEFAULT_BOT, bot_names
from bullheads.core.errors import BullheadsError
from bullheads.games.take6 import TAKE6, EndRule, Take6Config
from bullheads.i18n import LANGUAGES, language_from_env
from bullheads.tui.console import terminal_console
from bullheads.tui.render import HUMAN
from bullheads.tui.session import new_session


@click.command()
@click.argument("game", default=TAKE6.name, type=click.Choice([TAKE6.name]), metavar="[GAME]")
@click.option(
    "--players", "-n", type=int, default=4, show_default=True, help="Seats at the table; seat 1 is you."
)
@click.option(
    "--seats",
    metavar="SPEC",
    help="Who sits where, e.g. human,heuristic,random,human (overrides --players; humans share a keyboard).",
)
@click.option(
    "--bot",
    type=click.Choice(bot_names(TAKE6.name)),
    default=DEFAULT_BOT,
    show_default=True,
    help="The bot in every seat --players fills.",
)
@click.option("--professional", is_flag=True, help="The professional variant: hands are drafted face up.")
@click.option(
    "--snake", is_flag=True, help="With --professional: the draft order turns back after each pass."
)
@click.option(
    "--end", type=click.Choice([rule.value for rule in EndRule]), help="How the game ends [default: points]."
)
@click.option(
    "--limit", type=int, default=66, show_default=True, help="The point limit of --end points/elimination."
)
@click.option("--rounds", type=int, help="The number of rounds (implies --end rounds).")
@click.option("--seed", type=int, help="Repeat a game: the seed printed when it started [default: random].")
@click.option(
    "--lang", type=click.Choice(LANGUAGES), help="Language [default: from LC_ALL, LC_MESSAGES or LANG]."
)
@click.option("--record", "record_file", metavar="FILE", help="Save the game's record to FILE when it ends.")
def play(
    game: str,
    players: int,
    seats: str | None,
    bot: str,
    professional: bool,
    snake: bool,
    end: str | None,
    limit: int,
    rounds: int | None,
    seed: int | None,
    lang: str | None,
    record_file: str | None,
) -> None:
    """Play GAME (Take 6!) in the terminal. Type ? during the game for help."""
    kinds = _seat_kinds(seats, players, bot, game)
    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    try:
        config = Take6Config(
            players=len(kinds),
            end=EndRule(end or (EndRule.ROUNDS if rounds is not None else EndRule.POINTS)),
            limit=limit,
            rounds=1 if rounds is None else rounds,
            professional=professional,
            snake=snake,
        )
        session = new_session(
            config, kinds, seed, terminal_console(), lang or language_from_env(os.environ), record_file
        )
    except BullheadsError as error:
        raise click.ClickException(str(error)) from None
    session.run()


def _seat_kinds(spec: str | None, players: int, bot: str, game: str) -> list[str]:
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
