"""Variant 3, trips (V3-1..V3-4): variant 1 with hidden play zones and declared claims.

Cards are played face down; how many each seat has in play is public (V3-1). After its
action the active seat may claim the target when its whole zone sums to it; the other
seats with cards in play then answer at once, each in secret: oppose (only when its zone
also sums to the target, V3-2 [R] no bluff) or pass. A trip (V3-3) asks every other seat
with cards in play to defend (discard one of its cards in play, face down) or confront.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from bullheads.core.events import Event
from bullheads.games.numeranza.actions import (
    CLAIM,
    CONFRONT,
    OPPOSE,
    PASS,
    TRIP,
    Defend,
    NumeranzaAction,
    Play,
)
from bullheads.games.numeranza.events import (
    Answered,
    Claimed,
    ClaimResolved,
    Defended,
    DefendedWith,
    TripDeclared,
    TripResolved,
    ZoneRevealed,
)
from bullheads.games.numeranza.ranking import rank, roll_off
from bullheads.games.numeranza.target import TargetRules
from bullheads.games.numeranza.views import VariantPart

if TYPE_CHECKING:
    from bullheads.games.numeranza.state import NumeranzaState

CLAIM_PHASE, OPPOSE_PHASE, TRIP_PHASE, TRIP_PLAY = "claim", "oppose", "trip", "trip_play"
TRIP_DRAWS = 2
"""V3-3: a successful attacker draws 2 cards, then plays 2 from its hand."""


class TripsRules(TargetRules):
    """V3: trips."""

    exhaustions_to_end = 1
    """V3-4: the game ends at the first exhaustion."""
    automatic_claims = False
    """V3-1: no automatic claim when a target is rolled."""
    face_down = True

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[int] = []
        """The seats that must answer now (a claim or a trip)."""
        self.answers: dict[int, NumeranzaAction] = {}
        """The answers given so far, secret until all have answered."""
        self.to_play = 0
        """V3-3: cards the successful attacker still plays from its hand."""

    def clone(self) -> TripsRules:
        other = super().clone()
        assert isinstance(other, TripsRules)
        other.asked = list(self.asked)
        other.answers = dict(self.answers)
        other.to_play = self.to_play
        return other

    def redeal(self, state: NumeranzaState, rng: random.Random) -> None:
        """Determinize: also a defender's secret answer names a card of its face-down zone,
        which the re-deal may have replaced: it then names one of the cards now there."""
        super().redeal(state, rng)
        for seat, answer in self.answers.items():
            play = state.zones[seat].play
            if isinstance(answer, Defend) and answer.card not in play:
                self.answers[seat] = Defend(rng.choice(play))

    def view(self, state: NumeranzaState, seat: int | None) -> VariantPart:
        """Who must answer and who has answered; a seat sees its own answer only."""
        mine = self.answers.get(seat) if seat is not None else None
        return {
            **super().view(state, seat),
            "asked": list(self.asked),
            "answered": sorted(self.answers),
            "my_answer": None if mine is None else mine.to_json(),
            "to_play": self.to_play,
        }

    def matches(self, state: NumeranzaState, seat: int) -> bool:
        """V3-1: the whole play zone sums exactly to the target."""
        zone = state.zones[seat].play
        return bool(zone) and self.target is not None and state.cards.total(zone) == state.number(self.target)

    # ----------------------------------------------------------------- phase 1

    def extra_actions(self, state: NumeranzaState, seat: int) -> list[NumeranzaAction]:
        """V1-2 change target, and V3-3 trip (only with cards in play)."""
        extra = super().extra_actions(state, seat)
        return [*extra, TRIP] if state.zones[seat].play else extra

    def do_extra(
        self, state: NumeranzaState, seat: int, action: NumeranzaAction, events: list[Event]
    ) -> None:
        if action != TRIP:
            super().do_extra(state, seat, action, events)
            return
        answering = tuple(s for s, zone in enumerate(state.zones) if s != seat and zone.play)
        events.append(TripDeclared(seat, len(state.zones[seat].play), answering))
        if not answering:
            events.append(TripResolved(seat, (), (), False))
            self.after_action(state, events)
            return
        self.ask(TRIP_PHASE, list(answering))

    def ask(self, phase: str, seats: list[int]) -> None:
        self.phase = phase
        self.asked = seats
        self.answers = {}

    def after_action(self, state: NumeranzaState, events: list[Event]) -> None:
        """V3-1: the active seat may claim; V3-3: also after a trip."""
        self.phase = "action"
        if self.target is not None and (
            self.matches(state, self.active) or self._bluffing(state, self.active)
        ):
            self.phase = CLAIM_PHASE
            return
        self.end_turn(state, events)

    def _bluffing(self, state: NumeranzaState, seat: int) -> bool:
        """V3-2 [R]: with bluffs allowed any seat with cards in play may claim or oppose."""
        return state.config.bluff and bool(state.zones[seat].play)

    # ----------------------------------------------------------------- decisions

    def deciders(self, state: NumeranzaState) -> list[int]:
        if self.phase in (OPPOSE_PHASE, TRIP_PHASE):
            return [seat for seat in self.asked if seat not in self.answers]
        return [self.active]

    def decisions(self, state: NumeranzaState, seat: int) -> list[NumeranzaAction]:
        zone = state.zones[seat]
        if self.phase == CLAIM_PHASE:
            return [CLAIM, PASS]
        if self.phase == OPPOSE_PHASE:
            can = self.matches(state, seat) or self._bluffing(state, seat)
            return [OPPOSE, PASS] if can else [PASS]
        if self.phase == TRIP_PHASE:
            return [*(Defend(card) for card in zone.play), CONFRONT]
        return [Play(card) for card in zone.hand]

    def decide(self, state: NumeranzaState, seat: int, action: NumeranzaAction, events: list[Event]) -> None:
        if self.phase == CLAIM_PHASE:
            if action == PASS:
                self.end_turn(state, events)
                return
            events.append(Claimed(seat))
            self.ask(OPPOSE_PHASE, [s for s, zone in enumerate(state.zones) if s != seat and zone.play])
            if not self.asked:
                self.resolve_claim(state, events)
            return
        if self.phase == TRIP_PLAY:
            assert isinstance(action, Play)
            state.play(seat, action.card, events, face_down=True)
            self.to_play -= 1
            if not self.to_play or not state.zones[seat].hand:
                self.to_play = 0
                self.after_action(state, events)
            return
        self.answers[seat] = action
        events.append(Answered(seat))
        if len(self.answers) < len(self.asked):
            return
        if self.phase == OPPOSE_PHASE:
            self.resolve_claim(state, events)
        else:
            self.resolve_trip(state, events)

    def reveal(self, state: NumeranzaState, seat: int, events: list[Event]) -> int:
        numbers = state.numbers(state.zones[seat].play)
        events.append(ZoneRevealed(seat, tuple(numbers), sum(numbers)))
        return sum(numbers)

    def resolve_claim(self, state: NumeranzaState, events: list[Event]) -> None:
        """V3-2: claimer and opposers reveal. A matching opposer: nobody takes it, the target
        stays, and all who revealed discard their cards in play (face up: they were seen).
        Otherwise the claimer takes it (a false claim, possible only with bluffs, fails)."""
        claimer = self.active
        opposers = tuple(seat for seat in self.asked if self.answers.get(seat) == OPPOSE)
        self.asked, self.answers = [], {}
        self.reveal(state, claimer, events)
        for seat in opposers:
            self.reveal(state, seat, events)
        blocked = any(self.matches(state, seat) for seat in opposers)
        taken = not blocked and self.matches(state, claimer)
        events.append(ClaimResolved(claimer, opposers, taken))
        losers = [seat for seat in opposers if blocked or not self.matches(state, seat)]
        if not taken:
            losers.append(claimer)
        for seat in losers:
            zone = state.zones[seat]
            cards, zone.play = zone.play, []
            zone.to_discard(cards)
        if taken:
            self.take(state, claimer, events)
            self.new_target(state, events)
        self.end_turn(state, events)

    def resolve_trip(self, state: NumeranzaState, events: list[Event]) -> None:
        """V3-3: defenders discard the chosen card face down; the attacker and the
        confronters reveal and hide again; beating one confronter is a success."""
        attacker = self.active
        confronters = [seat for seat in self.asked if self.answers[seat] == CONFRONT]
        for seat in self.asked:
            answer = self.answers[seat]
            if isinstance(answer, Defend):
                zone = state.zones[seat]
                zone.play.remove(answer.card)
                zone.to_discard([answer.card], face_down=True)
                events.append(Defended(seat))
                events.append(DefendedWith(seat, answer.card, state.number(answer.card)))
        self.asked, self.answers = [], {}
        self.phase = "action"
        if not confronters:
            events.append(TripResolved(attacker, (), (), False))
            self.after_action(state, events)
            return
        mine = self.reveal(state, attacker, events)
        values = {seat: self.reveal(state, seat, events) for seat in confronters}
        strict = state.config.trip_strictly_higher
        beaten = tuple(s for s in confronters if mine > values[s] or (not strict and mine == values[s]))
        held = tuple(seat for seat in confronters if seat not in beaten)
        events.append(TripResolved(attacker, beaten, held, bool(beaten)))
        if not beaten:
            self.after_action(state, events)
            return
        for _ in range(TRIP_DRAWS):
            state.draw(attacker, events)
        self.to_play = min(TRIP_DRAWS, len(state.zones[attacker].hand))
        if self.to_play:
            self.phase = TRIP_PLAY
        else:
            self.after_action(state, events)

    def winners(self, state: NumeranzaState, events: list[Event]) -> tuple[int, ...]:
        """V3-4: most points; equal: more special cards; then a roll."""
        return rank(state, [state.points, lambda seat: len(state.won[seat])], roll_off, events)
