"""Variant 2, the spiral (V2-1..V2-5).

`spiral_size` special cards dealt at random lie in order; the outermost remaining one is
disputed and the centre card is the last (V2-1). Nobody may win during the first round
of turns (V2-2). After its action the active seat wins the disputed card when its play
zone can reach the card's number with + and - (V2-3, NUM-06): the engine finds the signs.
The game ends at once when the centre card is won (V2-5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bullheads.core.events import Event
from bullheads.games.numeranza import dice
from bullheads.games.numeranza.events import SpiralLaid
from bullheads.games.numeranza.ranking import rank, reveal_off
from bullheads.games.numeranza.reach import formula, reach
from bullheads.games.numeranza.turns import TurnRules
from bullheads.games.numeranza.views import VariantPart

if TYPE_CHECKING:
    from bullheads.games.numeranza.state import NumeranzaState


class SpiralRules(TurnRules):
    """V2: the spiral."""

    def __init__(self) -> None:
        super().__init__()
        self.spiral: list[int] = []
        """Outermost (disputed) card first; the last is the centre."""

    def clone(self) -> SpiralRules:
        other = SpiralRules()
        self.copy_turns(other)
        other.spiral = list(self.spiral)
        return other

    def board_cards(self) -> list[int]:
        return list(self.spiral)

    def lay_board(self, state: NumeranzaState, events: list[Event]) -> None:
        """V2-1 [R]: `spiral_size` special cards at random, in the order dealt."""
        self.spiral = dice.deal(state.chance, state.central, state.config.spiral_size)
        events.append(SpiralLaid(tuple(state.numbers(self.spiral))))

    def view(self, state: NumeranzaState, seat: int | None) -> VariantPart:
        return {
            **super().view(state, seat),
            "spiral": [state.cards.face(card) for card in self.spiral],
            "first_round": self.first_round(state),
        }

    def after_action(self, state: NumeranzaState, events: list[Event]) -> None:
        """V2-2/V2-3: outside the first round, the active seat wins the disputed card when
        its zone can reach the card's number; V2-5: the centre card ends the game."""
        if self.spiral and not self.first_round(state):
            seat = self.active
            numbers = state.numbers(state.zones[seat].play)
            disputed = self.spiral[0]
            number = state.number(disputed)
            signs = reach(numbers, number, number, signed=True) if numbers else None
            if signs is not None:
                del self.spiral[0]
                state.win(seat, disputed, formula(numbers, signs), events)
                if not self.spiral:
                    self.end(state, "centre_won", events)
                    return
        self.end_turn(state, events)

    def winners(self, state: NumeranzaState, events: list[Event]) -> tuple[int, ...]:
        """V2-5: most points; then more specials; then the highest single special; then
        each tied seat reveals a random card of all its own, highest wins."""
        return rank(
            state,
            [
                state.points,
                lambda seat: len(state.won[seat]),
                lambda seat: max((state.number(card) for card in state.won[seat]), default=0),
            ],
            reveal_off,
            events,
        )
