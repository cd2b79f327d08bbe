"""Beat the Buffalo observations: what `view(seat)` shows, as a fixed-size vector.

Read from the view: team_seat, turn, turns, phase, to_act, rows, take7, stop, face_up,
stack, buffalo_cards, hand_sizes, chosen, revealed, low_card, replacing, insert_card,
team_pile, buffalo_pile, scores, team_weight, hand, my_choice. Per-seat values start
with the observing seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bullheads.envs.features import Vector, Writer, seats_from, turned
from bullheads.games.buffalo.actions import ACTION_COUNT, ROWS
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.buffalo.events import BUFFALO
from bullheads.games.buffalo.specials import KINDS
from bullheads.games.buffalo.state import CHOOSE, OVER, REPLACING, ROW, SORTING, WINDOW
from bullheads.games.take6.cards import DECK_SIZE

PHASES = (WINDOW, CHOOSE, ROW, REPLACING, SORTING, OVER)


class BuffaloEncoding:
    """The observation vector of a Beat the Buffalo member (layout in docs/envs.md)."""

    def __init__(self, config: BuffaloConfig) -> None:
        self.config = config
        players, deck = config.players, DECK_SIZE
        self.size = len(PHASES) + 10 + ROWS * (deck + 2) + len(KINDS) + 10 * deck + 5 * players
        self.actions = ACTION_COUNT

    def encode(self, view: Mapping[str, Any], seat: int) -> Vector:
        players, deck = self.config.players, DECK_SIZE
        w = Writer(self.size)
        w.one(PHASES.index(view["phase"]), len(PHASES))
        w.numbers([float(seat == view["team_seat"]), view["turn"], view["turns"]], 1.0)
        w.hot(seats_from(view["to_act"], seat, players), players)
        for row in view["rows"]:
            w.hot((card - 1 for card in row), deck)
        w.hot(view["take7"], ROWS)
        w.hot(view["stop"], ROWS)
        w.numbers([float(view["face_up"].count(kind)) for kind in KINDS])
        w.numbers([view["stack"], view["buffalo_cards"]], 10.0)
        w.numbers(turned(view["hand_sizes"], seat), 10.0)
        w.hot(seats_from(view["chosen"], seat, players), players)
        revealed = view["revealed"]
        w.hot((card - 1 for owner, card in revealed if owner == BUFFALO), deck)
        w.hot((card - 1 for owner, card in revealed if owner != BUFFALO), deck)
        order = w.at
        w.at += deck
        for place, (_, card) in enumerate(revealed):
            w.out[order + card - 1] = (place + 1) / deck
        low = view["low_card"]
        w.one(None if low is None else (low[0] - seat) % players, players)
        w.one(None if low is None else low[1] - 1, deck)
        replacing = view["replacing"]
        w.one(None if replacing is None else replacing[1] - 1, deck)
        w.one(
            None if replacing is None or replacing[0] == BUFFALO else (replacing[0] - seat) % players, players
        )
        insert = view.get("insert_card")
        w.one(None if insert is None else insert - 1, deck)
        w.hot((card - 1 for card in view["team_pile"]), deck)
        w.hot((card - 1 for card in view["buffalo_pile"]), deck)
        scores = view["scores"]
        w.numbers([scores["team"], scores["buffalo"], view["team_weight"]], 100.0)
        w.hot((card - 1 for card in view.get("hand") or ()), deck)
        choice = view.get("my_choice")
        w.one(None if choice is None else choice - 1, deck)
        w.number(float(replacing is not None and replacing[0] == BUFFALO))
        w.number(float(low is not None))
        return w.done()
