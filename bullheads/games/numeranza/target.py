"""Variant 1, the dice target (V1-1..V1-5), and the target every target variant shares.

One special card from the dice is the target (NUM-05). In variant 1 claims are automatic:
whenever a target is rolled and after every action, the seats whose whole play zone sums
to the target qualify (V1-3); one qualifier takes it, several: the one with more cards in
play, still equal: nobody, and the target is re-rolled. The game ends at the second
exhaustion (V1-5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bullheads.core.events import Event
from bullheads.games.numeranza.actions import CHANGE, NumeranzaAction
from bullheads.games.numeranza.events import ClaimTied, TargetReturned
from bullheads.games.numeranza.ranking import rank, roll_off
from bullheads.games.numeranza.reach import formula
from bullheads.games.numeranza.turns import TurnRules
from bullheads.games.numeranza.views import VariantPart

if TYPE_CHECKING:
    from bullheads.games.numeranza.state import NumeranzaState


class TargetRules(TurnRules):
    """V1: the dice target with automatic claims."""

    exhaustions_to_end = 2
    """V1-5: the game ends at the second exhaustion."""
    automatic_claims = True
    """V1-3: qualifiers are found when a target is rolled and after every action."""

    def __init__(self) -> None:
        super().__init__()
        self.target: int | None = None

    def clone(self) -> TargetRules:
        other = type(self)()
        self.copy_turns(other)
        other.target = self.target
        return other

    def board_cards(self) -> list[int]:
        return [] if self.target is None else [self.target]

    def lay_board(self, state: NumeranzaState, events: list[Event]) -> None:
        """V1-1: one target is rolled."""
        self.new_target(state, events)

    def view(self, state: NumeranzaState, seat: int | None) -> VariantPart:
        target = None if self.target is None else state.cards.face(self.target)
        return {**super().view(state, seat), "target": target}

    # ----------------------------------------------------------------- the target

    def new_target(self, state: NumeranzaState, events: list[Event]) -> None:
        """NUM-05: roll until a target is placed (exhaustions may end the game); in
        variant 1 the claims follow each new target, and a win or a tie rolls again."""
        while not state.finished:
            card, aside = state.roll_special(events)
            if card is None:
                if aside is None:
                    self.end(state, "central_empty", events)
                    return
                state.aside.append(aside)
                if state.exhaustions >= self.exhaustions_to_end:
                    self.end(state, "exhaustion", events)
                continue
            self.target = card
            if not self.automatic_claims or not self.claims(state, events):
                return

    def claims(self, state: NumeranzaState, events: list[Event]) -> bool:
        """V1-3: the qualifiers' claim; True when the target left (won or tied away)."""
        assert self.target is not None
        number = state.number(self.target)
        qualifiers = [
            seat
            for seat, zone in enumerate(state.zones)
            if zone.play and state.cards.total(zone.play) == number
        ]
        if not qualifiers:
            return False
        most = max(len(state.zones[seat].play) for seat in qualifiers)
        best = [seat for seat in qualifiers if len(state.zones[seat].play) == most]
        if len(best) > 1:
            events.append(ClaimTied(tuple(best)))
            self.shuffle_back(state, "tie", events)
            return True
        self.take(state, best[0], events)
        return True

    def take(self, state: NumeranzaState, seat: int, events: list[Event]) -> None:
        """The winner puts the target and its cards in play into its discard (V1-3)."""
        assert self.target is not None
        numbers = state.numbers(state.zones[seat].play)
        state.win(seat, self.target, formula(numbers, [1] * len(numbers)), events)
        self.target = None

    def shuffle_back(self, state: NumeranzaState, reason: str, events: list[Event]) -> None:
        """NUM-05: the target goes back into the central deck before a re-roll."""
        assert self.target is not None
        events.append(TargetReturned(self.target, reason))
        state.central.append(self.target)
        state.central.sort()
        self.target = None

    # ----------------------------------------------------------------- the turn

    def extra_actions(self, state: NumeranzaState, seat: int) -> list[NumeranzaAction]:
        """V1-2 [R]: change target."""
        return [CHANGE] if state.config.change_target and self.target is not None else []

    def do_extra(
        self, state: NumeranzaState, seat: int, action: NumeranzaAction, events: list[Event]
    ) -> None:
        self.change_target(state, events)
        self.after_action(state, events)

    def change_target(self, state: NumeranzaState, events: list[Event]) -> None:
        """V1-2: shuffle the target back and roll a new one (NUM-05)."""
        self.shuffle_back(state, "change", events)
        self.new_target(state, events)

    def after_action(self, state: NumeranzaState, events: list[Event]) -> None:
        """V1-3: after every action the qualifiers claim; a win or a tie rolls a new target."""
        if self.target is not None and self.claims(state, events):
            self.new_target(state, events)
        self.end_turn(state, events)

    def refill(self, state: NumeranzaState, events: list[Event]) -> bool:
        """V1-4 [R]: a player with no card in hand draws one (option refill_empty_hand)."""
        if state.config.refill_empty_hand:
            return super().refill(state, events)
        return True

    def winners(self, state: NumeranzaState, events: list[Event]) -> tuple[int, ...]:
        """V1-5: most points; equal: the tied players roll, highest wins."""
        return rank(state, [state.points], roll_off, events)
