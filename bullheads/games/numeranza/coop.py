"""Variant 5, co-operative (V5-1..V5-5).

All players are one team. Seats 0..players-1 are the players; seat `players` is the team
seat (DESIGN.md): it owns the team's one decision, where a matched card goes (V5-3).
A round (V5-2): (1) every player with an empty hand draws; (2) the conversation: each
player says a decisive phrase and may give allowed hints, all seen by everyone; a player
may change a phrase that clashes with another's (at most `phrase_changes` times a round)
and the conversation ends when every player has confirmed; (3) those who want to play
show their card at once. Then the sum is matched against the face-up queue (V5-3), and
defeat, then victory, are checked (V5-4).

A phrase clashes (a decision) when a player wants to play alone while another wants to
play too, alone or not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bullheads.core.events import Event
from bullheads.games.numeranza.actions import (
    CONFIRM,
    HINTS,
    PHRASES,
    TO_PILE,
    Give,
    Hint,
    NumeranzaAction,
    Say,
)
from bullheads.games.numeranza.events import CardsShown, Matched, QueueCard, RoundStarted, Said
from bullheads.games.numeranza.rules import Rules
from bullheads.games.numeranza.views import VariantPart

if TYPE_CHECKING:
    from bullheads.games.numeranza.state import NumeranzaState

TALK, AWARD = "talk", "award"
PLAYING = ("play", "alone")
"""The phrases of players who put their card in."""


class CoopRules(Rules):
    """V5: co-operative."""

    def __init__(self) -> None:
        self.phase = TALK
        self.round = 0
        self.queue: list[int] = []
        self.queue_up: list[bool] = []
        self.pile: list[int] = []
        self.phrases: list[str | None] = []
        self.confirmed: list[bool] = []
        self.changes: list[int] = []
        self.hinted: list[list[str]] = []
        self.matched: int | None = None
        """The queue card the round's sum matched, waiting for the team's choice."""

    def clone(self) -> CoopRules:
        other = CoopRules()
        other.phase = self.phase
        other.round = self.round
        other.queue = list(self.queue)
        other.queue_up = list(self.queue_up)
        other.pile = list(self.pile)
        other.phrases = list(self.phrases)
        other.confirmed = list(self.confirmed)
        other.changes = list(self.changes)
        other.hinted = [list(said) for said in self.hinted]
        other.matched = self.matched
        return other

    def seats(self, players: int) -> int:
        return players + 1

    def team_decision(self, state: NumeranzaState) -> int | None:
        """V5-3: where a matched card goes is the team's choice."""
        return self.team(state) if self.phase == AWARD else None

    def table_talk(self) -> bool:
        """V5-2: while the decisive phrases are being said the players do not converse, and
        a player may reveal of their own card only what the phrases and the allowed hints
        say: those are the actions of this phase, so the table talks only through them.
        Choosing where a matched card goes, with every card shown, is free talk."""
        return self.phase != TALK

    def board_cards(self) -> list[int]:
        return [*self.queue, *self.pile]

    def hidden_specials(self) -> list[int]:
        return [card for card, up in zip(self.queue, self.queue_up, strict=True) if not up]

    def set_hidden_specials(self, cards: list[int]) -> None:
        hidden = iter(cards)
        for index, up in enumerate(self.queue_up):
            if not up:
                self.queue[index] = next(hidden)

    def scores(self, state: NumeranzaState) -> tuple[int, ...]:
        """The team's score, for every seat: the cards in the common pile."""
        return (len(self.pile),) * (state.config.players + 1)

    def team(self, state: NumeranzaState) -> int:
        return state.config.players

    # ----------------------------------------------------------------- set-up and rounds

    def setup(self, state: NumeranzaState, events: list[Event]) -> None:
        """V5-1: the queue starts with one rolled card (rolled again until one is face up)."""
        players = state.config.players
        self.phrases = [None] * players
        self.confirmed = [False] * players
        self.changes = [0] * players
        self.hinted = [[] for _ in range(players)]
        self.refill_queue(state, events)
        if not state.finished:
            self.start_round(state, events)

    def add_to_queue(self, state: NumeranzaState, events: list[Event]) -> bool:
        """V5-3: roll and add the card (face down if exhausted, NUM-05); False when the
        central deck is empty and the game ends (NUM-05)."""
        card, aside = state.roll_special(events)
        if card is None and aside is None:
            self.finish(state, "central_empty", False, events)
            return False
        self.queue.append(card if card is not None else aside)  # type: ignore[arg-type]
        self.queue_up.append(card is not None)
        events.append(QueueCard(state.number(card) if card is not None else None))
        return True

    def refill_queue(self, state: NumeranzaState, events: list[Event]) -> None:
        """V5-4: while no face-up card is in the queue and the game goes on, roll a new one
        (each face-down card added is checked for defeat first)."""
        while not any(self.queue_up) and not state.finished:
            if not self.add_to_queue(state, events):
                return
            self.check_defeat(state, events)

    def start_round(self, state: NumeranzaState, events: list[Event]) -> None:
        """V5-2 (1): the compulsory draw; then the conversation."""
        players = state.config.players
        if self.round >= state.config.turn_limit:
            self.finish(state, "turn_limit", False, events)
            return
        self.round += 1
        events.append(RoundStarted(self.round))
        for seat in range(players):
            if not state.zones[seat].hand:
                state.draw(seat, events)
        self.phase = TALK
        self.phrases = [None] * players
        self.confirmed = [False] * players
        self.changes = [0] * players
        self.hinted = [[] for _ in range(players)]

    # ----------------------------------------------------------------- the contract

    def to_act(self, state: NumeranzaState) -> list[int]:
        if self.phase == AWARD:
            return [self.team(state)]
        return [seat for seat, done in enumerate(self.confirmed) if not done]

    def clashes(self, seat: int) -> bool:
        """A phrase clashes when "alone" meets another player who wants to play."""
        mine = self.phrases[seat]
        if mine not in PLAYING:
            return False
        others = [p for s, p in enumerate(self.phrases) if s != seat]
        return (mine == "alone" and any(p in PLAYING for p in others)) or "alone" in others

    def legal(self, state: NumeranzaState, seat: int) -> list[NumeranzaAction]:
        if self.phase == AWARD:
            return [TO_PILE, *(Give(s) for s in range(state.config.players))]
        hand = state.zones[seat].hand
        phrase = self.phrases[seat]
        actions: list[NumeranzaAction] = []
        if phrase is not None:
            actions.append(CONFIRM)
        if phrase is None or (self.clashes(seat) and self.changes[seat] < state.config.phrase_changes):
            actions += [Say(p) for p in PHRASES if p != phrase and (hand or p not in PLAYING)]
        if state.config.hints:
            actions += [Hint(h) for h in self.hints(state, seat) if h not in self.hinted[seat]]
        return actions

    def hints(self, state: NumeranzaState, seat: int) -> list[str]:
        """V5-2 [R]: the true kind of the player's own card, and the two fixed hints."""
        hand = state.zones[seat].hand
        if not hand:
            return list(HINTS[2:])
        kind = "special" if state.cards.is_special(hand[0]) else "starting"
        return [kind, *HINTS[2:]]

    def apply(self, state: NumeranzaState, seat: int, action: NumeranzaAction, events: list[Event]) -> None:
        if isinstance(action, Hint):
            self.hinted[seat].append(action.hint)
            events.append(Said(seat, "hint", action.hint))
        elif isinstance(action, Say):
            if self.phrases[seat] is not None:
                self.changes[seat] += 1
                self.confirmed = [False] * len(self.confirmed)
            self.phrases[seat] = action.phrase
            events.append(Said(seat, "phrase", action.phrase))
        elif action == CONFIRM:
            self.confirmed[seat] = True
            events.append(Said(seat, "confirm", self.phrases[seat] or ""))
            if all(self.confirmed):
                self.play_round(state, events)
        else:
            self.award(state, action, events)

    def play_round(self, state: NumeranzaState, events: list[Event]) -> None:
        """V5-2 (3) and V5-3: the cards are shown at once and summed; a face-up queue card
        of that number is matched (the team chooses where it goes); else a card is rolled
        into the queue. The played cards go to their owners' discards."""
        plays = []
        for seat, phrase in enumerate(self.phrases):
            hand = state.zones[seat].hand
            if phrase in PLAYING and hand:
                card = hand[0]
                state.play(seat, card, events)
                plays.append((seat, card))
        total = sum(state.number(card) for _, card in plays)
        events.append(CardsShown(tuple((seat, state.number(card)) for seat, card in plays), total))
        for seat, _ in plays:
            state.clear(seat, events)
        self.matched = next(
            (
                card
                for card, up in zip(self.queue, self.queue_up, strict=True)
                if up and state.number(card) == total
            ),
            None,
        )
        if plays and self.matched is not None:
            self.phase = AWARD
            return
        self.matched = None
        if self.add_to_queue(state, events):
            self.checks(state, events)

    def award(self, state: NumeranzaState, action: NumeranzaAction, events: list[Event]) -> None:
        """V5-3: the team puts the matched card on the common pile or gives it to a player."""
        card = self.matched
        assert card is not None
        index = self.queue.index(card)
        del self.queue[index]
        del self.queue_up[index]
        self.matched = None
        if isinstance(action, Give):
            state.zones[action.seat].to_discard([card])
            state.won[action.seat].append(card)
            events.append(Matched(card, state.number(card), action.seat))
        else:
            self.pile.append(card)
            events.append(Matched(card, state.number(card), None))
        self.checks(state, events)

    def checks(self, state: NumeranzaState, events: list[Event]) -> None:
        """V5-4: defeat first, then victory; then a new queue card if none is face up."""
        self.check_defeat(state, events)
        if state.finished:
            return
        if not any(self.queue_up) and len(self.pile) >= state.config.pile_target:
            self.finish(state, "victory", True, events)
            return
        self.refill_queue(state, events)
        if not state.finished:
            self.start_round(state, events)

    def check_defeat(self, state: NumeranzaState, events: list[Event]) -> None:
        """V5-4: 7 or more cards in the queue (option queue_limit), or 3 face down."""
        if state.finished:
            return
        if len(self.queue) >= state.config.queue_limit:
            self.finish(state, "queue_full", False, events)
        elif self.queue_up.count(False) >= state.config.face_down_limit:
            self.finish(state, "face_down", False, events)

    def finish(self, state: NumeranzaState, reason: str, victory: bool, events: list[Event]) -> None:
        winners = tuple(range(state.config.players + 1)) if victory else ()
        state.finish(reason, winners, events)

    def view(self, state: NumeranzaState, seat: int | None) -> VariantPart:
        matched = self.matched
        return {
            "team": self.team(state),
            "round": self.round,
            "queue": [
                state.cards.face(card) if up else None
                for card, up in zip(self.queue, self.queue_up, strict=True)
            ],
            "pile": [state.cards.face(card) for card in self.pile],
            "phrases": list(self.phrases),
            "confirmed": list(self.confirmed),
            "hinted": [list(said) for said in self.hinted],
            "matched": None if matched is None else state.cards.face(matched),
        }
