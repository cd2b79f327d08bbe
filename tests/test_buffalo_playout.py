"""The search bot's Beat the Buffalo playout: the special cards of the lean path, and the
candidates it compares."""

from __future__ import annotations

import random

from test_buffalo_positions import position, reveal

from bullheads.bots.base import decide
from bullheads.bots.buffalo_playout import TURNED, Specials, buffalo_candidates
from bullheads.bots.registry import make_bot
from bullheads.games.buffalo.actions import RowCard
from bullheads.games.buffalo.events import BUFFALO
from bullheads.games.buffalo.specials import BuffaloTable
from bullheads.games.buffalo.state import TEAM
from bullheads.games.take6.cards import heads

ROWS = [[10, 11, 12, 13, 14], [20], [30], [40]]
FULL = heads(ROWS[0])
"""What the sixth card of the first row takes."""


class Fixed(random.Random):
    """Random numbers that are all `value`: whether a special card is used, decided in advance."""

    def __init__(self, value: float) -> None:
        super().__init__(0)
        self.value = value

    def random(self) -> float:
        return self.value


def test_a_special_card_in_play_hands_a_team_take_to_the_buffalo() -> None:
    lean = Specials(BuffaloTable(ROWS), 1, 1, Fixed(0.0))
    assert lean.place([(0, 15)]) == FULL
    assert lean.left == 0 and lean.table.rows[0] == [15]


def test_without_a_special_card_or_its_chance_the_team_takes_weighted() -> None:
    for left, value in ((0, 0.0), (1, TURNED)):
        lean = Specials(BuffaloTable(ROWS), left, 2, Fixed(value))
        assert lean.place([(1, 15)]) == -2 * FULL
        assert lean.left == left


def test_the_buffalos_takes_use_no_special_card() -> None:
    lean = Specials(BuffaloTable(ROWS), 1, 1, Fixed(0.0))
    assert lean.place([(BUFFALO, 15), (0, 16)]) == FULL
    assert lean.left == 1


def test_a_window_is_decided_by_the_rule_of_thumb() -> None:
    """Its one candidate is the rule-of-thumb team bot's card, which the search then uses."""
    state = position([[4, 8, 12, 16, 20], [22, 24], [60], [80]], [[90], [100]], [25], ["stop", "take7"])
    reveal(state, 90, 100)
    assert buffalo_candidates(state.view(TEAM), state.legal(TEAM)) == [RowCard("stop", 1)]
    assert decide(make_bot("search:easy", "buffalo", 1), state, TEAM) == RowCard("stop", 1)
