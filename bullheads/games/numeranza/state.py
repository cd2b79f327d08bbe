"""The Numeranza state machine: the general rules (NUM-01..NUM-08) around one variant.

The state holds what every variant has: each seat's zones (NUM-01), the central special
deck and its exhaustion cards (NUM-05), the specials each seat has won (NUM-02), the
seeded chance, the history. The variant (`rules`, see bullheads.games.numeranza.rules)
decides phases, legal actions and what each action does, calling the helpers here.
"""

from __future__ import annotations

import random

from bullheads.core.chance import Chance
from bullheads.core.checks import check_seat
from bullheads.core.errors import IllegalAction
from bullheads.core.events import Event
from bullheads.core.narration import Line
from bullheads.core.state import Result, State
from bullheads.games.numeranza import cards as card_data
from bullheads.games.numeranza import dice, zones
from bullheads.games.numeranza.actions import NumeranzaAction, check
from bullheads.games.numeranza.config import NumeranzaConfig
from bullheads.games.numeranza.describe import describe, say_action
from bullheads.games.numeranza.events import (
    CardDrawn,
    CardPlayed,
    CardPlayedSecretly,
    DeckShuffled,
    Drew,
    Exhausted,
    GameEnded,
    PlayedFaceDown,
    SpecialWon,
    TargetRolled,
    ZoneCleared,
)
from bullheads.games.numeranza.rules import Rules
from bullheads.games.numeranza.views import NumeranzaView, Zone
from bullheads.games.numeranza.zones import Zones


class NumeranzaState(State[NumeranzaAction, NumeranzaConfig]):
    """One position of a Numeranza game. Create it with `NUMERANZA.new`."""

    game = "numeranza"

    def __init__(
        self, config: NumeranzaConfig | None = None, chance: Chance | None = None, rules: Rules | None = None
    ) -> None:
        """A game of `config` (by default the base game) played by `rules` (by default its
        variant's) before anything is dealt, which `start` does from `chance`
        (`Numeranza.new` does both). Nothing is dealt here, so that a copy or an unpickled
        state is made without dealing: the engine may be compiled (bullheads.compiled),
        and a compiled class is made only through its `__init__`."""
        config = config or NumeranzaConfig()
        if rules is None:
            from bullheads.games.numeranza.game import VARIANTS  # the game module imports this one

            rules = VARIANTS[config.variant]()
        self.config = config
        self.chance = chance or Chance()
        self.rules = rules
        self.history: list[tuple[int, NumeranzaAction]] = []
        self.cards = card_data.build(config.special_copies, config.special_points, config.players)
        self.zones = [Zones() for _ in range(config.players)]
        self.central = list(range(self.cards.specials))
        self.aside: list[int] = []
        """NUM-05: the exhaustion cards beside the deck, face down."""
        self.exhaustions = 0
        self.won: list[list[int]] = [[] for _ in range(config.players)]
        self.finished = False
        self.reason = ""
        self.winners: tuple[int, ...] = ()
        self.opening: list[Event] = []
        """The events of setting up (decks shuffled, board laid, first player)."""

    def start(self) -> None:
        """Shuffle the personal decks (NUM-01), draw the starting hands and lay out the
        variant's board; once, by `Numeranza.new`."""
        config = self.config
        for seat in range(config.players):
            self.zones[seat].deck = zones.shuffle(self.chance, seat, self.cards.starting(seat))
        for seat in range(config.players):
            for _ in range(config.start_hand):
                self.draw(seat, self.opening)
        self.rules.setup(self, self.opening)

    # ----------------------------------------------------------------- the contract

    def to_act(self) -> list[int]:
        return [] if self.finished else self.rules.to_act(self)

    def legal(self, seat: int) -> list[NumeranzaAction]:
        if self.finished or seat not in self.rules.to_act(self):
            return []
        return self.rules.legal(self, seat)

    def act(self, seat: object, action: NumeranzaAction) -> list[Event]:
        """The seat and the action are checked (types, ranges, whose decision it is, then
        legal) before anything changes: a refused action leaves the state as it was.
        (`seat` is any object here so that the compiled engine, which would refuse a value
        of the wrong type with a TypeError of its own, leaves that to the same check.)"""
        seat = check_seat(seat, self.rules.seats(self.config.players))
        check(action)
        if self.finished:
            raise IllegalAction("the game is over")
        waiting = self.rules.to_act(self)
        if seat not in waiting:
            seats = ", ".join(str(other + 1) for other in waiting)
            raise IllegalAction(
                f"seat {seat + 1} cannot act now: the game waits for seat(s) {seats} ({self.rules.phase})"
            )
        if action not in self.rules.legal(self, seat):
            raise IllegalAction(
                f"seat {seat + 1} cannot {describe(action, self.cards)} now ({self.rules.phase})"
            )
        events: list[Event] = []
        self.rules.apply(self, seat, action, events)
        self.history.append((seat, action))
        return events

    @property
    def over(self) -> bool:
        return self.finished

    def result(self) -> Result:
        return Result(scores=self.rules.scores(self), winners=self.winners)

    def describe(self, action: NumeranzaAction) -> str:
        return describe(action, self.cards)

    def say_action(self, action: NumeranzaAction) -> Line:
        return say_action(action, self.cards, self.rules.shown_cell)

    def view(self, seat: int | None) -> NumeranzaView:
        """What `seat` may see: its own hand; open zones; face-down cards as null (V3-1);
        deck sizes only (nobody knows a deck's order); the variant's board; `signed`:
        whether a play zone may count with + and - (NUM-06), for clients to show."""
        face = self.cards.face
        players: list[Zone] = []
        for owner, zone in enumerate(self.zones):
            mine = seat == owner
            players.append(
                {
                    "deck": len(zone.deck),
                    "hand": [face(card) for card in zone.hand] if mine else None,
                    "hand_size": len(zone.hand),
                    "play": [None if card in zone.hidden and not mine else face(card) for card in zone.play],
                    "discard": [
                        None if card in zone.hidden and not mine else face(card) for card in zone.discard
                    ],
                    "won": [face(card) for card in self.won[owner]],
                    "points": self.points(owner),
                }
            )
        view: NumeranzaView = {
            "game": self.game,
            "config": self.config.to_json(),
            "variant": self.config.variant.value,
            "signed": self.config.signed,
            "seat": seat,
            "phase": "over" if self.finished else self.rules.phase,
            "to_act": self.to_act(),
            "players": players,
            "central": len(self.central),
            "exhausted": self.exhaustions,
            "over": self.finished,
            "reason": self.reason,
            "scores": list(self.rules.scores(self)),
            "winners": list(self.winners),
            **self.rules.view(self, seat),
        }
        return view

    def clone(self) -> NumeranzaState:
        other = NumeranzaState(self.config, self.chance.clone(), self.rules.clone())
        other._copy(self)
        return other

    def _copy(self, original: NumeranzaState) -> None:
        """Become a copy of `original` (but for `config`, `chance` and `rules`): every
        field, the lists and zones copied (tests/test_clones.py checks that none is left
        out)."""
        self.history = list(original.history)
        self.cards = original.cards
        self.zones = [zone.clone() for zone in original.zones]
        self.central = list(original.central)
        self.aside = list(original.aside)
        self.exhaustions = original.exhaustions
        self.won = [list(cards) for cards in original.won]
        self.finished = original.finished
        self.reason = original.reason
        self.winners = original.winners
        self.opening = list(original.opening)

    def team_decision(self) -> int | None:
        return None if self.finished else self.rules.team_decision(self)

    def table_talk(self) -> bool:
        return self.rules.table_talk()

    def determinize(self, seat: int, rng: random.Random) -> NumeranzaState:
        """A copy in which all that `seat` cannot see is re-dealt, keeping every count.

        Hidden from `seat`: the order of every deck, the other seats' hands, their
        face-down cards in play or discard (V3), and the special cards nobody sees (the
        central deck, the exhaustion cards, face-down diamond or queue cards). A seat's
        own cards stay its own: each other seat's unseen cards are shuffled among its own
        unseen places. Future chance comes from `rng`.
        """
        other = self.clone()
        other.chance = self.chance.reseeded(rng)
        # Every pool is sorted before it is shuffled: the re-deal depends on what `seat`
        # knows only, never on where the hidden cards really are.
        for owner, zone in enumerate(other.zones):
            if owner == seat:
                zone.deck.sort()
                rng.shuffle(zone.deck)
                continue
            play_slots = [i for i, card in enumerate(zone.play) if card in zone.hidden]
            discard_slots = [i for i, card in enumerate(zone.discard) if card in zone.hidden]
            pool = [*zone.deck, *zone.hand, *(zone.play[i] for i in play_slots)]
            pool = sorted(pool + [zone.discard[i] for i in discard_slots])
            rng.shuffle(pool)
            hidden = (
                zone.hidden - {zone.play[i] for i in play_slots} - {zone.discard[i] for i in discard_slots}
            )
            start = 0
            for name in ("deck", "hand"):
                size = len(getattr(zone, name))
                setattr(zone, name, pool[start : start + size])
                start += size
            for slots, cards in ((play_slots, zone.play), (discard_slots, zone.discard)):
                for index in slots:
                    cards[index] = pool[start]
                    hidden.add(pool[start])
                    start += 1
            zone.hidden = hidden
        other.rules.redeal(other, rng)
        return other

    # ----------------------------------------------------------------- general rules

    def number(self, card: int) -> int:
        return self.cards.numbers[card]

    def numbers(self, cards: list[int]) -> list[int]:
        numbers = self.cards.numbers
        return [numbers[card] for card in cards]

    def points(self, seat: int) -> int:
        """NUM-02: the points of the specials `seat` has won."""
        points = self.cards.points
        return sum(points[card] for card in self.won[seat])

    def all_cards(self, seat: int) -> list[int]:
        return self.zones[seat].cards()

    def draw(self, seat: int, events: list[Event]) -> int | None:
        """NUM-04: draw one card, reshuffling the discard first when the deck is empty."""
        zone = self.zones[seat]
        card, shuffled = zones.draw(self.chance, seat, zone)
        if shuffled:
            events.append(DeckShuffled(seat, len(zone.deck) + 1))
        if card is not None:
            events.append(Drew(seat))
            events.append(CardDrawn(seat, card, self.number(card)))
        return card

    def can_draw(self, seat: int) -> bool:
        zone = self.zones[seat]
        return bool(zone.deck or zone.discard)

    def play(self, seat: int, card: int, events: list[Event], face_down: bool = False) -> None:
        """NUM-07 Play: a card from hand into the play zone (face down in variant 3)."""
        zone = self.zones[seat]
        zone.hand.remove(card)
        zone.play.append(card)
        if face_down:
            zone.hidden.add(card)
            events.append(PlayedFaceDown(seat))
            events.append(CardPlayedSecretly(seat, card, self.number(card)))
        else:
            events.append(CardPlayed(seat, card, self.number(card)))

    def clear(self, seat: int, events: list[Event]) -> None:
        """NUM-07 Clear: every card in play to the discard (face-down cards stay face down)."""
        zone = self.zones[seat]
        cards, zone.play = zone.play, []
        zone.discard += cards
        shown = tuple(card for card in cards if card not in zone.hidden)
        events.append(ZoneCleared(seat, len(cards), shown))

    def win(self, seat: int, card: int, how: str, events: list[Event]) -> None:
        """A special card won (NUM-02): it and the cards in play go to the discard, face up."""
        zone = self.zones[seat]
        played = zone.play
        zone.play = []
        zone.to_discard([*played, card])
        self.won[seat].append(card)
        events.append(SpecialWon(seat, card, self.number(card), self.cards.points[card], tuple(played), how))

    def roll(self) -> tuple[int, ...]:
        """NUM-03: a roll of the dice."""
        return dice.roll(self.chance, self.config.dice, self.config.die_faces)

    def finish(self, reason: str, winners: tuple[int, ...], events: list[Event]) -> None:
        self.finished = True
        self.reason = reason
        self.winners = winners
        events.append(GameEnded(reason, self.rules.scores(self), winners))

    def cards_everywhere(self) -> list[int]:
        """Every card id wherever it lies; tests check that each appears exactly once."""
        cards = [card for zone in self.zones for card in zone.cards()]
        return cards + self.central + self.aside + self.rules.board_cards()

    def roll_special(self, events: list[Event]) -> tuple[int | None, int | None]:
        """NUM-05, one roll: (the card of the rolled number, None); or, when none is left,
        (None, a random card set aside face down: an exhaustion, counted); or (None, None)
        when the central deck is empty and the game must end at once."""
        rolled = self.roll()
        number = sum(rolled)
        card = dice.take_number(self.central, self.cards.numbers, number)
        if card is not None:
            events.append(TargetRolled(rolled, number, card))
            return card, None
        if not self.central:
            return None, None
        aside = dice.set_aside(self.chance, self.central)
        self.exhaustions += 1
        events.append(Exhausted(rolled, number, self.exhaustions))
        return None, aside
