"""Who sits where at a terminal table: people or bots, and what each seat is called.

Shared by every game's terminal client.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from bullheads.i18n import Translator

HUMAN = "human"
"""The seat kind of a person at the keyboard (every other kind names a bot)."""
BOT_KINDS = {
    "heuristic": "bot.heuristic",
    "random": "bot.random",
    "search": "bot.search",
    "search:easy": "bot.search:easy",
    "search:strong": "bot.search:strong",
    "search:expert": "bot.search:expert",
}
"""The catalog key of each built-in bot's kind; a program's ("cmd:...") shows as given."""


def bot_name(tr: Translator, kind: str) -> str:
    """A bot's kind in the language of `tr` ("heuristic", "heurístico")."""
    return tr.t(BOT_KINDS[kind]) if kind in BOT_KINDS else kind


@dataclasses.dataclass(frozen=True, slots=True)
class Seats:
    """How seats are called on screen.

    `me` is the seat addressed as "you" (the only human at the table); with several
    humans sharing the keyboard, or none, it is None and every seat is named.
    """

    names: tuple[str, ...]
    me: int | None


def bot_seed(seed: int, seat: int) -> int:
    """A seat's bot seed: stable across runs and Python versions (str seeding is)."""
    return random.Random(f"bullheads-bot:{seed}:{seat}").getrandbits(63)


def seat_names(tr: Translator, humans: Sequence[bool]) -> Seats:
    """A single person is "You"; several people are "Player N"; bots are "Bot N"."""
    alone = sum(humans) == 1
    names = tuple(
        tr.t("seat.you") if human and alone else tr.t("seat.player" if human else "seat.bot", number=seat + 1)
        for seat, human in enumerate(humans)
    )
    me = humans.index(True) if alone else None
    return Seats(names, me)
