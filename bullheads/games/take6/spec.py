"""What Take 6! declares of itself: players and options, read by every client (core.spec)."""

from __future__ import annotations

from typing import Any

from bullheads.core.spec import GameSpec, Option
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.config import MAX_PLAYERS, MIN_PLAYERS, PRO_OFF, EndRule, ProMode
from bullheads.games.take6.fans import FAN_CARDS


def largest_draw(config: Any) -> int:
    """T6-01, T6-03: a deal draws from the 104 cards (the professional deck, T6-15, is
    smaller; the draft's start seat, T6-17, is one of at most 6)."""
    return DECK_SIZE


TAKE6_SPEC = GameSpec(
    name="take6",
    title="Take 6!",
    summary="Take 6! (6 nimmt!): 2-10 players, fewest bull heads wins.",
    players=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    default_players=4,
    cooperative=False,
    lower_scores_win=True,  # T6-12: a score is bull heads taken; the fewest wins.
    largest_draw=largest_draw,
    simultaneous=True,
    options=(
        Option(
            "end",
            "choice",
            EndRule.POINTS.value,
            "How the game ends: at the point limit (T6-12), after a number of rounds (T6-13) or "
            "by elimination (T6-14).",
            choices=tuple(rule.value for rule in EndRule),
        ),
        Option(
            "limit",
            "int",
            66,
            "The point limit (T6-12, T6-14).",
            low=1,
            applies_when={"end": (EndRule.POINTS.value, EndRule.ELIMINATION.value)},
        ),
        Option(
            "rounds",
            "int",
            1,
            "The number of rounds (T6-13).",
            low=1,
            applies_when={"end": (EndRule.ROUNDS.value,)},
        ),
        Option(
            "professional",
            "choice",
            PRO_OFF,
            "The professional variant (T6-15), cards 1..(10 x players + 4), 2-6 players: hands "
            "drafted face up (draft) or dealt in secret (deal).",
            choices=(PRO_OFF, *(mode.value for mode in ProMode)),
            bare=ProMode.DRAFT.value,
        ),
        Option(
            "snake",
            "bool",
            False,
            "The draft turns back each pass (T6-17).",
            applies_when={"professional": (ProMode.DRAFT.value,)},
        ),
        Option(
            "fans",
            "choices",
            [],
            "Fan cards to play with (the rule book advises one at a time).",
            choices=FAN_CARDS,
            flag="fan",
        ),
    ),
)
"""T6-03: 2 to 10 players; T6-04: each turn every player chooses a card in secret, all at
once (simultaneous)."""
