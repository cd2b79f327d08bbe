"""Turn-based play, shared by variants 1 to 4 (NUM-07, NUM-08).

Who starts: everyone rolls, the highest starts, those tied roll again (NUM-08). Turns go
clockwise (increasing seat number). A turn is one phase-1 action (NUM-07's draw, play,
clear, plus the variant's own), then what the variant does after it (`after_action`),
then its end-of-turn rule (`refill`). The game also ends after `config.turn_limit` turns
(a decision: without it, players who never try to win would never end it).
"""

from __future__ import annotations

from abc import abstractmethod
from typing import TYPE_CHECKING

from bullheads.core.events import Event
from bullheads.games.numeranza.actions import CLEAR, DRAW, NumeranzaAction, Play
from bullheads.games.numeranza.events import StartRolled, TurnStarted
from bullheads.games.numeranza.rules import Rules
from bullheads.games.numeranza.views import VariantPart

if TYPE_CHECKING:
    from bullheads.games.numeranza.state import NumeranzaState

ACTION = "action"


class TurnRules(Rules):
    """Variants 1-4: one active seat at a time."""

    face_down = False
    """V3-1: cards are played face down."""

    def face_down_play(self) -> bool:
        return self.face_down

    def __init__(self) -> None:
        self.phase = ACTION
        self.active = 0
        self.first = 0
        self.turn = 0

    def copy_turns(self, other: TurnRules) -> None:
        other.phase, other.active, other.first, other.turn = self.phase, self.active, self.first, self.turn

    # ----------------------------------------------------------------- hooks

    @abstractmethod
    def lay_board(self, state: NumeranzaState, events: list[Event]) -> None:
        """Lay the variant's board before the first turn."""

    def extra_actions(self, state: NumeranzaState, seat: int) -> list[NumeranzaAction]:
        """The variant's own phase-1 actions (change target, trip, replace)."""
        return []

    def do_extra(
        self, state: NumeranzaState, seat: int, action: NumeranzaAction, events: list[Event]
    ) -> None:
        """Apply one of `extra_actions`; then call `after_action` (or wait for a decision)."""
        raise AssertionError(f"no extra action {action}")

    def after_action(self, state: NumeranzaState, events: list[Event]) -> None:
        """What follows the phase-1 action (wins, claims, tries); then `end_turn`."""
        self.end_turn(state, events)

    def refill(self, state: NumeranzaState, events: list[Event]) -> bool:
        """The end-of-turn hand rule; False while it waits for a decision."""
        if not state.zones[self.active].hand:
            state.draw(self.active, events)
        return True

    def decide(self, state: NumeranzaState, seat: int, action: NumeranzaAction, events: list[Event]) -> None:
        """A decision of a phase other than `action` (claims, answers, tries, discards)."""
        raise AssertionError(f"no phase {self.phase}")

    def decisions(self, state: NumeranzaState, seat: int) -> list[NumeranzaAction]:
        """The legal decisions in a phase other than `action`."""
        return []

    def deciders(self, state: NumeranzaState) -> list[int]:
        """Who decides in a phase other than `action` (default: the active seat)."""
        return [self.active]

    @abstractmethod
    def winners(self, state: NumeranzaState, events: list[Event]) -> tuple[int, ...]:
        """The variant's ranking at the end."""

    # ----------------------------------------------------------------- the contract

    def setup(self, state: NumeranzaState, events: list[Event]) -> None:
        self.lay_board(state, events)
        if state.finished:
            return
        self.first = self.active = start_player(state, events)
        self.turn = 1
        events.append(TurnStarted(self.active, self.turn))

    def to_act(self, state: NumeranzaState) -> list[int]:
        return [self.active] if self.phase == ACTION else self.deciders(state)

    def legal(self, state: NumeranzaState, seat: int) -> list[NumeranzaAction]:
        if self.phase != ACTION:
            return self.decisions(state, seat)
        zone = state.zones[seat]
        allowed = state.config.actions
        actions: list[NumeranzaAction] = []
        if "draw" in allowed and state.can_draw(seat):
            actions.append(DRAW)
        if "play" in allowed:
            actions += [Play(card) for card in zone.hand]
        if "clear" in allowed and zone.play:
            actions.append(CLEAR)
        return actions + self.extra_actions(state, seat)

    def apply(self, state: NumeranzaState, seat: int, action: NumeranzaAction, events: list[Event]) -> None:
        if self.phase != ACTION:
            self.decide(state, seat, action, events)
        elif action == DRAW:
            state.draw(seat, events)
            self.after_action(state, events)
        elif isinstance(action, Play):
            state.play(seat, action.card, events, face_down=self.face_down)
            self.after_action(state, events)
        elif action == CLEAR:
            state.clear(seat, events)
            self.after_action(state, events)
        else:
            self.do_extra(state, seat, action, events)

    def view(self, state: NumeranzaState, seat: int | None) -> VariantPart:
        players = state.config.players
        return {
            "active": self.active,
            "first": self.first,
            "turn": self.turn,
            "round": (self.turn - 1) // players + 1,
        }

    # ----------------------------------------------------------------- flow

    def end_turn(self, state: NumeranzaState, events: list[Event]) -> None:
        """The end-of-turn rule, then the next seat clockwise (or the end at the turn limit)."""
        if state.finished:
            return
        self.phase = ACTION
        if not self.refill(state, events):
            return
        self.next_turn(state, events)

    def next_turn(self, state: NumeranzaState, events: list[Event]) -> None:
        self.phase = ACTION
        if self.turn >= state.config.turn_limit:
            self.end(state, "turn_limit", events)
            return
        self.active = (self.active + 1) % state.config.players
        self.turn += 1
        events.append(TurnStarted(self.active, self.turn))

    def end(self, state: NumeranzaState, reason: str, events: list[Event]) -> None:
        if not state.finished:
            state.finish(reason, self.winners(state, events), events)

    def first_round(self, state: NumeranzaState) -> bool:
        """V2-2: the first round of turns (each seat's first turn)."""
        return self.turn <= state.config.players


def start_player(state: NumeranzaState, events: list[Event]) -> int:
    """NUM-08: everyone rolls; the highest starts; the tied roll again."""
    tied = list(range(state.config.players))
    while True:
        rolls = tuple((seat, sum(state.roll())) for seat in tied)
        best = max(value for _, value in rolls)
        tied = [seat for seat, value in rolls if value == best]
        events.append(StartRolled(rolls, tied[0] if len(tied) == 1 else -1))
        if len(tied) == 1:
            return tied[0]
