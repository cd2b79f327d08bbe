"""The Take 6! state machine (T6-03..T6-18).

A turn: every active seat chooses a card in secret (T6-04); when the last one has
chosen, the cards are revealed and placed lowest first (T6-05). A low card (T6-09)
stops the placing until its owner has chosen the row to take. After the last turn of a
round the heads are scored (T6-11) and the end rule decides whether another round is
dealt (T6-12..T6-14). In the professional variant each round uses the cards
1..(10 x players + 4) (T6-15) and begins with an open draft (T6-16, T6-17), or, in its
deal mode (seed 004, docs/rules-decisions.md), deals them as T6-03 does, hands secret.

Fan cards (fan-cards.md) plug in without changing this flow: the markers and the cow are
pieces of the round's `FanTable` (bullheads.games.take6.fans), whose `log` tells what they
did after each placement; the Digit Flip is part of the secret choice (`Play.flip`) and
changes the placing order and the values the table places by (FAN-FLIP-1..5).
"""

from __future__ import annotations

import random
from enum import StrEnum
from itertools import chain
from typing import Any

from bullheads.core.chance import Chance, shuffle
from bullheads.core.checks import check_seat
from bullheads.core.errors import IllegalAction
from bullheads.core.events import Event
from bullheads.core.narration import Line
from bullheads.core.state import Result, State
from bullheads.games.take6 import deal
from bullheads.games.take6.actions import (
    FLIPPED,
    PLAY,
    TAKE,
    Draft,
    Play,
    Take6Action,
    TakeRow,
    check,
    describe,
    say_action,
)
from bullheads.games.take6.cards import HEADS
from bullheads.games.take6.config import EndRule, ProMode, Take6Config
from bullheads.games.take6.ending import fewest, limit_reached
from bullheads.games.take6.events import (
    CHOSEN,
    CardDrafted,
    CardPlaced,
    CardsRevealed,
    GameEnded,
    LowCard,
    RoundScored,
    RoundStarted,
    RowsLaid,
    RowTaken,
    SeatEliminated,
)
from bullheads.games.take6.fan_events import DigitFlipped
from bullheads.games.take6.fans import DIGIT_FLIP, CowTake, FanTable, new_table, set_up_events
from bullheads.games.take6.flip import FLIPPED_VALUE, placing_order
from bullheads.games.take6.table import NO_ROW, Table
from bullheads.games.take6.views import FanView, Take6View

ROWS = 4


class Phase(StrEnum):
    """What the game waits for."""

    DRAFT = "draft"
    """T6-16: the drafting seat takes a face-up card."""
    CHOOSE = "choose"
    """T6-04: the seats that have not chosen yet choose a card in secret."""
    ROW = "row"
    """T6-09: the owner of a low card chooses the row to take."""
    OVER = "over"


_CHOOSE = Phase.CHOOSE
_PLAY_OF = PLAY.__getitem__


_PLACED: dict[int, CardPlaced] = {}


def _placed(seat: int, card: int, row: int) -> CardPlaced:
    """The event of `seat`'s `card` placed in `row` (T6-06/T6-07), one shared instance for
    each (events are immutable values, as `CHOSEN`'s): 40 of the about 110 events of a
    random 4-player round, made once instead of in every round."""
    key = (seat << 9 | card) << 2 | row
    event = _PLACED.get(key)
    if event is None:
        event = _PLACED[key] = CardPlaced(seat, card, row)
    return event


class Take6State(State[Take6Action, Take6Config]):
    """One position of a Take 6! game. Create it with `Take6.new` (bullheads.games.take6)."""

    game = "take6"

    def __init__(self, config: Take6Config | None = None, chance: Chance | None = None) -> None:
        """A game of `config` (by default the base game) before its first deal, which
        `start` makes from `chance` (`Take6.new` does both). Nothing is dealt here, so that
        a copy or an unpickled state is made without dealing: the engine may be compiled
        (bullheads.compiled), and a compiled class is made only through its `__init__`."""
        config = config or Take6Config()
        self.config = config
        self.chance = chance or Chance()
        players = config.players
        self.history: list[tuple[int, Take6Action]] = []
        self.phase = Phase.CHOOSE
        self.round = 0
        self.turn = 0
        self.turns_in_round = 0
        self.active = [True] * players
        self.totals = [0] * players
        self.score_pad: list[list[int | None]] = []
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.penalty: list[list[int]] = [[] for _ in range(players)]
        self.penalty_heads = [0] * players
        self.table = Table(())
        self.dealt: frozenset[int] = frozenset()
        self.deck = deal.DECK
        """The cards this round is dealt from (T6-03; T6-15: 1..(10 x players + 4))."""
        self.chosen = [0] * players
        self.played: tuple[int, ...] = (0,) * players
        """T6-04: the card each seat revealed at the round's latest reveal (0: none yet);
        public, as at the table everyone sees who played which card."""
        self.fan_cards = config.fans
        self.flips = [False] * players
        """FAN-FLIP-1: who still holds a Digit Flip this round (public)."""
        self.flipping = [False] * players
        """FAN-FLIP-2: who chose to flip the card chosen this turn (secret until the reveal)."""
        self.waiting = 0
        self.pending: list[tuple[int, int]] = []
        self.draft_pool: list[int] = []
        self.draft_order: list[int] = []
        self.draft_index = 0
        self.draft_start = -1
        self.winners: tuple[int, ...] = ()
        self._plays: list[tuple[list[int], list[Take6Action]] | None] = [None] * players
        """Each seat's card choices with the hand they were listed from (`legal`); see
        `_hands_changed`."""
        self.opening: list[Event] = []
        """The events of setting up the first round (later rounds start inside `act`)."""

    def start(self) -> None:
        """Deal the first round (T6-03) or lay out its draft (T6-16); once, by `Take6.new`."""
        self._start_round(self.opening)

    # ----------------------------------------------------------------- the contract

    def to_act(self) -> list[int]:
        phase = self.phase
        if phase is Phase.CHOOSE:
            chosen = self.chosen
            return [seat for seat, active in enumerate(self.active) if active and not chosen[seat]]
        if phase is Phase.ROW:
            return [self.pending[0][1]]
        if phase is Phase.DRAFT:
            return [self.draft_order[self.draft_index]]
        return []

    def legal(self, seat: int) -> list[Take6Action]:
        phase = self.phase
        if phase is Phase.CHOOSE:
            if 0 <= seat < len(self.active) and self.active[seat] and not self.chosen[seat]:
                hand = self.hands[seat]
                listed = self._plays[seat]
                if listed is None or listed[0] is not hand:
                    listed = self._plays[seat] = (hand, self._plays_of(seat, hand))
                return listed[1][:]
            return []
        if phase is Phase.ROW:
            return list(TAKE) if seat == self.pending[0][1] else []
        if phase is Phase.DRAFT and seat == self.draft_order[self.draft_index]:
            return [Draft(card) for card in self.draft_pool]
        return []

    def _plays_of(self, seat: int, hand: list[int]) -> list[Take6Action]:
        """T6-04: a card of the hand; FAN-FLIP-2: each card that can be flipped, also
        flipped, while the seat holds a Digit Flip."""
        if self.flips[seat]:
            return [*map(_PLAY_OF, hand), *(FLIPPED[card] for card in hand if card in FLIPPED)]
        return list(map(_PLAY_OF, hand))

    def _hands_changed(self) -> None:
        """Forget the listed card choices: a hand or a Digit Flip changed. (`legal` lists
        a seat's choices once per hand and hands out copies; it also lists them again for
        a hand list it has not seen, so code that puts a new list in `hands` is safe, but
        a hand must not be changed in place from outside the state.)"""
        self._plays = [None] * len(self._plays)

    def act(self, seat: object, action: Take6Action) -> list[Event]:
        """The seat and the action are checked (types, ranges, whose decision it is)
        before anything changes: a refused action leaves the state as it was. (`seat` is
        any object here, and the action's fields are read untyped, so that the compiled
        engine, which would refuse a value of the wrong type with a TypeError of its own,
        leaves that to the same checks.)

        The common action, a legal card played unflipped, is recognised by the cheapest
        tests that prove it legal (a real int card held by a real int seat that owes a
        choice); anything else goes through the full checks, which say what is wrong.
        """
        if type(action) is Play and self.phase is _CHOOSE and type(seat) is int:
            play: Any = action  # its fields are checked here, not trusted (nor by the compiler)
            card = play.card
            if (
                type(card) is int
                and play.flip is False
                and 0 <= seat < len(self.chosen)
                and self.active[seat]
                and not self.chosen[seat]
                and card in self.hands[seat]
            ):
                self.chosen[seat] = card
                events: list[Event] = [CHOSEN[seat]]
                self.waiting -= 1
                if not self.waiting:
                    self._reveal(events)
                self.history.append((seat, action))
                return events
        seat = check_seat(seat, len(self.active))
        check(action)
        events = []
        if isinstance(action, Play):
            self._choose(seat, action.card, action.flip, events)
        elif isinstance(action, TakeRow):
            self._take_low(seat, action.row, events)
        else:
            self._draft(seat, action.card, events)
        self.history.append((seat, action))
        return events

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def result(self) -> Result:
        """Totals; during a round plus the heads taken so far in it (T6-11)."""
        if self.phase is Phase.OVER:
            return Result(scores=tuple(self.totals), winners=self.winners)
        scores = tuple(total + heads for total, heads in zip(self.totals, self.penalty_heads, strict=True))
        return Result(scores=scores, winners=())

    def withdraw_choices(self, seat: int) -> None:
        """T6-04: the other seats' secret cards (and Digit Flip intents) go back to their
        hands' choice; see State.withdraw_choices."""
        if self.phase is not Phase.CHOOSE:
            return
        for other, card in enumerate(self.chosen):
            if card and other != seat:
                self.chosen[other] = 0
                self.flipping[other] = False
                self.waiting += 1

    def describe(self, action: Take6Action) -> str:
        return describe(action)

    def say_action(self, action: Take6Action) -> Line:
        return say_action(action)

    def view(self, seat: int | None) -> Take6View:
        """What `seat` may see: its own hand and choice; public facts; every hand in
        the professional draft (T6-16), where only the chosen cards stay secret. The
        professional deal mode keeps the hands secret and tells the deck's highest card
        (``"deck"``, T6-15) instead, so a seat knows which cards it has not seen.
        `card_heads` is the heads table (T6-02, index 0 unused): clients draw a card's
        heads from it instead of working them out; `row_capacity` is how many cards each
        row holds before the next one takes it (T6-08, FAN-COW-3), for clients to mark
        the place that takes the row."""
        players = self.config.players
        chosen = self.chosen
        view: Take6View = {
            "game": self.game,
            "config": self.config.to_json(),
            "seat": seat,
            "phase": self.phase.value,
            "round": self.round,
            "turn": self.turn,
            "turns": self.turns_in_round,
            "to_act": self.to_act(),
            "rows": [list(row) for row in self.table.rows],
            "row_heads": list(self.table.row_heads),
            "row_capacity": [self.table.capacity(row) for row in range(len(self.table.rows))],
            "card_heads": list(HEADS),
            "hand": None,
            "my_choice": None,
            "hand_sizes": [len(hand) for hand in self.hands],
            "chosen": [bool(card) for card in chosen],
            "revealed": [list(play) for play in self.pending],
            "played": list(self.played),
            "low_card": None,
            "penalty": [list(cards) for cards in self.penalty],
            "penalty_heads": list(self.penalty_heads),
            "totals": list(self.totals),
            "score_pad": [list(line) for line in self.score_pad],
            "active": list(self.active),
            "winners": list(self.winners),
        }
        if seat is not None and 0 <= seat < players:
            view["hand"] = list(self.hands[seat])
            view["my_choice"] = chosen[seat] or None
        if self.fan_cards:
            view["fans"] = self._fan_view(seat)
        if self.config.professional is ProMode.DEAL:
            view["deck"] = self.deck.stop - 1
        elif self.config.professional is ProMode.DRAFT:
            view["hands"] = [list(hand) for hand in self.hands]
            view["draft"] = {
                "pool": list(self.draft_pool),
                "order": self.draft_order[self.draft_index :],
                "start": self.draft_start,
            }
        if self.phase is Phase.ROW:
            card, owner = self.pending[0]
            view["low_card"] = {"seat": owner, "card": card}
        return view

    def clone(self) -> Take6State:
        other = Take6State(self.config, self.chance.clone())
        other._copy(self)
        return other

    def _copy(self, original: Take6State) -> None:
        """Become a copy of `original` (but for `config` and `chance`): every field, the
        lists copied (tests/test_clones.py checks that none is left out)."""
        self.history = list(original.history)
        self.phase = original.phase
        self.round = original.round
        self.turn = original.turn
        self.turns_in_round = original.turns_in_round
        self.active = list(original.active)
        self.totals = list(original.totals)
        self.score_pad = [list(line) for line in original.score_pad]
        self.hands = [list(hand) for hand in original.hands]
        self.penalty = [list(cards) for cards in original.penalty]
        self.penalty_heads = list(original.penalty_heads)
        self.table = original.table.clone()
        self.dealt = original.dealt
        self.deck = original.deck
        self.chosen = list(original.chosen)
        self.played = original.played
        self.fan_cards = original.fan_cards
        self.flips = list(original.flips)
        self.flipping = list(original.flipping)
        self.waiting = original.waiting
        self.pending = list(original.pending)
        self.draft_pool = list(original.draft_pool)
        self.draft_order = list(original.draft_order)
        self.draft_index = original.draft_index
        self.draft_start = original.draft_start
        self.winners = original.winners
        self._plays = [None] * len(original._plays)
        self.opening = list(original.opening)

    def determinize(self, seat: int, rng: random.Random) -> Take6State:
        """A copy in which every card `seat` cannot see is re-dealt at random.

        Seen by `seat`: its own hand, the rows, every penalty pile and the revealed cards;
        in the professional draft every hand (T6-16). The other seats' hands (keeping
        their sizes) and the cards left out of the deal are drawn again from the rest of
        the round's deck (the full deck, T6-03; the professional deal mode's, T6-15); a
        seat that has chosen a still secret card gets a random card of its new hand.
        Future rounds are dealt from `rng`.
        """
        other = self.clone()
        other.chance = self.chance.reseeded(rng)
        if self.config.professional is not ProMode.DRAFT:
            seen = set(self.hands[seat])
            for row in self.table.rows:
                seen.update(row)
            for cards in self.penalty:
                seen.update(cards)
            seen.update(card for card, _ in self.pending)
            unseen = [card for card in self.deck if card not in seen]
            shuffle(rng, unseen)
            start = 0
            for index, hand in enumerate(self.hands):
                if index != seat:
                    size = len(hand)
                    other.hands[index] = sorted(unseen[start : start + size])
                    start += size
            other.dealt = other.cards_in_play()
        if self.phase is Phase.CHOOSE:
            for index, card in enumerate(self.chosen):
                if card and index != seat:
                    other.chosen[index] = rng.choice(other.hands[index])
                    other.flipping[index] = False
        return other

    # ----------------------------------------------------------------- the rules

    def _choose(self, seat: int, card: int, flip: bool, events: list[Event]) -> None:
        """T6-04: a secret choice (FAN-FLIP-2: maybe flipped); the last one reveals every
        card (T6-05)."""
        if self.phase is not Phase.CHOOSE:
            raise IllegalAction(self._not_now(seat, "play a card"))
        if not self.active[seat]:
            raise IllegalAction(f"seat {seat + 1} does not play in this round")
        if self.chosen[seat]:
            raise IllegalAction(f"seat {seat + 1} has already chosen a card this turn")
        if card not in self.hands[seat]:
            raise IllegalAction(f"seat {seat + 1} does not hold the card {card}")
        if flip:
            self._check_flip(seat, card)
            self.flipping[seat] = True
        self.chosen[seat] = card
        events.append(CHOSEN[seat])
        self.waiting -= 1
        if not self.waiting:
            self._reveal(events)

    def _reveal(self, events: list[Event]) -> None:
        """T6-05: every seat has chosen: the cards are revealed and placed."""
        hands = self.hands
        listed = self._plays
        flips = self.flips
        plays = []
        for owner, chosen in enumerate(self.chosen):
            if chosen:
                hand = hands[owner]
                where = hand.index(chosen)
                del hand[where]
                entry = listed[owner]
                if entry is not None:  # keep the listed choices in step with the hand
                    if entry[0] is hand and not flips[owner]:
                        del entry[1][where]
                    else:
                        listed[owner] = None
                plays.append((chosen, owner))
        plays.sort()
        self.played = tuple(self.chosen)
        flipped = self._reveal_flips(plays) if self.fan_cards else []
        self.pending = plays
        events.append(CardsRevealed(self.turn, tuple(plays)))
        events += flipped
        self._place_pending(events)

    def _check_flip(self, seat: int, card: int) -> None:
        """FAN-FLIP-1/2: a seat holding a Digit Flip may flip a card that can be flipped."""
        if DIGIT_FLIP not in self.fan_cards:
            raise IllegalAction("the Digit Flip fan card is not in play")
        if not self.flips[seat]:
            raise IllegalAction(f"seat {seat + 1} holds no Digit Flip this round")
        if not FLIPPED_VALUE[card]:
            raise IllegalAction(
                f"the card {card} cannot be flipped (not 100..104, single digits, 11, 22, ..., 99)"
            )

    def _reveal_flips(self, plays: list[tuple[int, int]]) -> list[Event]:
        """FAN-FLIP-3..5: the flipped cards count as their flipped values for placing
        (`plays` is re-ordered, FAN-FLIP-4); each used Digit Flip leaves the game."""
        values: dict[int, int] = {}
        events: list[Event] = []
        for card, seat in plays:
            if self.flipping[seat]:
                values[card] = FLIPPED_VALUE[card]
                self.flips[seat] = False
                events.append(DigitFlipped(seat, card, values[card]))
        if values:
            assert isinstance(self.table, FanTable)
            self.table.values = values
            plays[:] = placing_order(plays, values)
        return events

    def _take_low(self, seat: int, row: int, events: list[Event]) -> None:
        """T6-09: the low card's owner takes the row of their choice."""
        if self.phase is not Phase.ROW:
            raise IllegalAction(self._not_now(seat, "take a row"))
        card, owner = self.pending[0]
        if seat != owner:
            raise IllegalAction(f"seat {owner + 1} chooses the row to take, not seat {seat + 1}")
        del self.pending[0]
        taken = self.table.take(row, card)
        self._score_take(seat, row, taken, "low", events)
        events.append(_placed(seat, card, row))
        if self.table.log:
            self._fan_consequences(seat, events)
        self.phase = Phase.CHOOSE
        self._place_pending(events)

    def _place_pending(self, events: list[Event]) -> None:
        """T6-05..T6-08: place the revealed cards lowest first; stop at a low card."""
        table = self.table
        pending = self.pending
        while pending:
            card, seat = pending[0]
            row = table.target(card)
            if row == NO_ROW:
                self.phase = Phase.ROW
                events.append(LowCard(seat, card))
                return
            del pending[0]
            taken = table.place(row, card)
            if taken:
                self._score_take(seat, row, taken, "full", events)
            events.append(_placed(seat, card, row))
            if table.log:
                self._fan_consequences(seat, events)
        self._end_turn(events)

    def _fan_consequences(self, seat: int, events: list[Event]) -> None:
        """FAN-ORD-1: what the fan cards did after `seat`'s card was placed, in order;
        a take caused by the cow (FAN-COW-5) goes to `seat` too."""
        table = self.table
        assert isinstance(table, FanTable)
        log = table.log
        for note in log:
            if isinstance(note, CowTake):
                self._score_take(seat, note.row, list(note.cards), "cow", events)
            else:
                events.append(note)
        log.clear()

    def _score_take(self, seat: int, row: int, taken: list[int], reason: str, events: list[Event]) -> None:
        """T6-08/T6-09/T6-10 (and FAN-COW-5): taken cards go to the penalty pile for good."""
        heads = 0
        for card in taken:
            heads += HEADS[card]
        self.penalty[seat].extend(taken)
        self.penalty_heads[seat] += heads
        events.append(RowTaken(seat, row, tuple(taken), heads, reason))

    def _end_turn(self, events: list[Event]) -> None:
        if self.turn < self.turns_in_round:
            self.turn += 1
            self.phase = Phase.CHOOSE
            self.chosen = [0] * len(self.chosen)
            self.waiting = sum(self.active)
            if self.fan_cards:
                self._end_flips()
            return
        self._end_round(events)

    def _end_round(self, events: list[Event]) -> None:
        """T6-11: score the round, then the end rule (T6-12..T6-14) decides what follows.

        The penalty piles are cleared when the next round starts, so the final view
        still shows what each seat took in the last round.
        """
        config = self.config
        heads = tuple(self.penalty_heads)
        for seat, taken in enumerate(heads):
            self.totals[seat] += taken
        self.score_pad.append([taken if self.active[seat] else None for seat, taken in enumerate(heads)])
        events.append(RoundScored(self.round, heads, tuple(self.totals)))
        self.chosen = [0] * len(self.chosen)
        if self.fan_cards:
            self._end_flips()
        winners: tuple[int, ...] = ()
        if config.end is EndRule.POINTS:
            if limit_reached(config.limit, self.totals, self.active):
                winners = fewest(self.totals, range(config.players))
        elif config.end is EndRule.ROUNDS:
            if self.round >= config.rounds:
                winners = fewest(self.totals, range(config.players))
        else:
            playing = [seat for seat, active in enumerate(self.active) if active]
            out = [seat for seat in playing if self.totals[seat] > config.limit]
            for seat in out:
                self.active[seat] = False
                events.append(SeatEliminated(seat, self.totals[seat]))
            left = [seat for seat in playing if seat not in out]
            if len(left) == 1:
                winners = (left[0],)
            elif not left:
                winners = fewest(self.totals, out)
        if winners:
            self.winners = winners
            self.phase = Phase.OVER
            events.append(GameEnded(tuple(self.totals), winners))
            return
        self._start_round(events)

    def _start_round(self, events: list[Event]) -> None:
        """T6-03 (a fresh full deck every round), T6-15..T6-17 (the open draft) or the
        professional deal mode (T6-03 with the deck of T6-15, for the seats still playing)."""
        self.round += 1
        self.penalty = [[] for _ in self.penalty]
        self.penalty_heads = [0] * len(self.penalty_heads)
        self.played = (0,) * len(self.played)
        self.turn = self.turns_in_round = 0
        self._hands_changed()
        seats = [seat for seat, active in enumerate(self.active) if active]
        events.append(RoundStarted(self.round, tuple(seats)))
        # FAN-FLIP-1: a Digit Flip for every player; last round's unused ones are discarded
        if self.fan_cards:
            self.flips = [active and DIGIT_FLIP in self.fan_cards for active in self.active]
        mode = self.config.professional
        self.deck = deal.DECK if mode is None else deal.pro_deck(len(seats))
        if mode is ProMode.DRAFT:
            self.table = Table(())
            self._start_draft(seats)
            return
        hands, rows, setup = deal.deal(self.chance, len(seats), self.fan_cards, self.deck)
        for seat, hand in zip(seats, hands, strict=True):
            self.hands[seat] = hand
        if setup is not None and DIGIT_FLIP in setup:
            for seat, holds in zip(seats, setup[DIGIT_FLIP], strict=True):
                self.flips[seat] = holds
        self._lay_rows(rows, seats, events, setup)

    def _start_draft(self, seats: list[int]) -> None:
        """T6-16/T6-17: lay 1..(10 x players + 4) face up; the start seat rotates."""
        if self.draft_start < 0:
            self.draft_start = deal.draft_start(self.chance, seats)
        else:
            later = [seat for seat in seats if seat > self.draft_start]
            self.draft_start = later[0] if later else seats[0]
        self.draft_pool = list(self.deck)
        self.dealt = frozenset(self.draft_pool)
        self.draft_order = deal.draft_order(seats, self.draft_start, self.config.snake)
        self.draft_index = 0
        self.phase = Phase.DRAFT

    def _draft(self, seat: int, card: int, events: list[Event]) -> None:
        """T6-16: take one face-up card; the last 4 left start the rows, sorted."""
        if self.phase is not Phase.DRAFT:
            raise IllegalAction(self._not_now(seat, "draft a card"))
        drafter = self.draft_order[self.draft_index]
        if seat != drafter:
            raise IllegalAction(f"it is seat {drafter + 1}'s turn to draft, not seat {seat + 1}'s")
        if card not in self.draft_pool:
            raise IllegalAction(f"the card {card} is not among the face-up cards")
        self.draft_pool.remove(card)
        self.hands[seat].append(card)
        self.hands[seat].sort()
        self._hands_changed()
        self.draft_index += 1
        events.append(CardDrafted(seat, card))
        if self.draft_index == len(self.draft_order):
            rows = [[card] for card in self.draft_pool]
            self.draft_pool = []
            seats = [seat for seat, active in enumerate(self.active) if active]
            self._lay_rows(rows, seats, events)

    def _end_flips(self) -> None:
        """FAN-FLIP-5: after a turn the flipped cards count as printed; no choice is flipped."""
        self.flipping = [False] * len(self.flipping)
        if isinstance(self.table, FanTable):
            self.table.values = {}

    def _lay_rows(
        self,
        rows: list[list[int]],
        seats: list[int],
        events: list[Event],
        setup: dict[str, Any] | None = None,
    ) -> None:
        """The rows start the turns; the fan markers are set up on them (FAN-EO-1, FAN-MT-1,
        FAN-COW-1) unless a hand-written position says where they stand."""
        fans = self.fan_cards
        self.table = new_table(rows, fans, setup) if fans else Table(rows)
        self.dealt = self.cards_in_play()
        self.turn = 1
        self.turns_in_round = len(self.hands[seats[0]])
        self.phase = Phase.CHOOSE
        self.waiting = len(seats)
        events.append(RowsLaid(tuple(tuple(row) for row in rows)))
        if fans:
            events += set_up_events(self.table)

    def _fan_view(self, seat: int | None) -> FanView:
        """The fan cards in play, where each marker and the cow stand and what they show,
        who still holds a Digit Flip, the values of this turn's revealed flipped cards, and
        (for `seat` only) whether its own secret choice is flipped."""
        table = self.table
        own = seat is not None and 0 <= seat < len(self.flipping) and bool(self.chosen[seat])
        return {
            "cards": list(self.fan_cards),
            "markers": table.to_json() if isinstance(table, FanTable) else {},
            "digit_flips": list(self.flips) if DIGIT_FLIP in self.fan_cards else None,
            "flipped": [[card, value] for card, value in table.values.items()]
            if isinstance(table, FanTable)
            else [],
            "my_flip": self.flipping[seat] if own and seat is not None else None,
        }

    def cards_in_play(self) -> frozenset[int]:
        """Every card of this round now in a hand, a row, a penalty pile or revealed.

        T6-10: it equals `dealt`, the round's cards, at every step (tests check it).
        """
        return frozenset(
            chain(
                self.draft_pool,
                *self.hands,
                *self.table.rows,
                *self.penalty,
                (card for card, _ in self.pending),
            )
        )

    def _not_now(self, seat: int, attempt: str) -> str:
        """Why `seat` cannot `attempt` in this phase, and whom the game waits for."""
        if self.phase is Phase.OVER:
            return "the game is over"
        seats = self.to_act()
        waiting = f"seat{'s' if len(seats) > 1 else ''} {', '.join(str(s + 1) for s in seats)}"
        doing = {Phase.CHOOSE: "choose a card", Phase.ROW: "take a row", Phase.DRAFT: "draft a card"}
        return f"seat {seat + 1} cannot {attempt} now: the game waits for {waiting} to {doing[self.phase]}"
