"""The Take 11! state machine (T11-03..T11-09).

Seats take turns clockwise (increasing seat number). A turn is either one take, or one or
more plays: with no bull card exactly one card; with k bull cards cards on up to k piles,
each checked against the pile's top as it was when the turn began, in increasing
distance, until the seat ends the turn or nothing more fits (T11-04). A take may need the
taker to choose whom to steal a bull card from (T11-05). A round ends when a hand is empty
(T11-06) or when a take cannot reveal two new piles (T11-07); the game has as many rounds
as players (T11-09).
"""

from __future__ import annotations

import random
from enum import StrEnum

from bullheads.core.chance import Chance
from bullheads.core.checks import check_seat
from bullheads.core.errors import IllegalAction
from bullheads.core.events import Event
from bullheads.core.narration import Line
from bullheads.core.state import Result, State
from bullheads.games.take11 import deal
from bullheads.games.take11.actions import (
    END_TURN,
    Play,
    Steal,
    Take,
    Take11Action,
    check,
    describe,
    say_action,
)
from bullheads.games.take11.cards import BULL_CARDS, REACH, distance, heads, in_reach
from bullheads.games.take11.config import Take11Config
from bullheads.games.take11.events import (
    BullGained,
    CardPlayed,
    CardsTaken,
    GameEnded,
    NoBullLeft,
    PileStarted,
    PileTaken,
    RoundScored,
    RoundStarted,
    StealPending,
    TurnEnded,
)
from bullheads.games.take11.views import LogEntry, Take11View

BULL_PILE_SIZE = 3
"""T11-05: taking a pile of 3 or more cards earns a bull card."""
NEW_PILES = 2
"""T11-05: a take reveals two new piles."""
HAND_EMPTY, DRAW_EMPTY = "hand_empty", "draw_empty"
"""The two ways a round ends: T11-06 and T11-07."""


class Phase(StrEnum):
    """What the game waits for."""

    PLAY = "play"
    """T11-04/T11-05: the seat in turn plays a card, takes a pile, or ends its multi-card play."""
    STEAL = "steal"
    """T11-05: the taker chooses among equal holders of the most bull cards."""
    OVER = "over"


class Take11State(State[Take11Action, Take11Config]):
    """One position of a Take 11! game. Create it with `TAKE11.new` (bullheads.games.take11)."""

    game = "take11"

    def __init__(self, config: Take11Config | None = None, chance: Chance | None = None) -> None:
        """A game of `config` (by default the base game) before its first deal, which
        `start` makes from `chance` (`Take11.new` does both). Nothing is dealt here, so that
        a copy is made without dealing: the engine may be compiled (bullheads.compiled),
        and a compiled class is made only through its `__init__`."""
        config = config or Take11Config()
        players = config.players
        self.config = config
        self.chance = chance or Chance()
        self.history: list[tuple[int, Take11Action]] = []
        self.phase = Phase.PLAY
        self.round = 0
        self.starter = -1
        self.seat = -1
        """The seat whose turn it is."""
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.taken: list[set[int]] = [set() for _ in range(players)]
        """Cards each seat took from piles and still holds: public to anyone who watched."""
        self.piles: list[list[int]] = []
        self.round_log: list[LogEntry] = []
        """T11-05: the public log of the round, in order (`view`): what every seat saw."""
        self.draw: list[int] = []
        self.bulls = [0] * players
        self.supply = BULL_CARDS
        self.totals = [0] * players
        self.score_pad: list[list[int]] = []
        self.dealt: frozenset[int] = frozenset()
        self.turn_tops: list[int] = []
        """T11-04: each pile's top at the start of the turn; it fixes the pile's range."""
        self.turn_reach: dict[int, int] = {}
        """Pile index -> distance of the last card put on it this turn (piles used so far)."""
        self.candidates: tuple[int, ...] = ()
        self.winners: tuple[int, ...] = ()
        self.opening: list[Event] = []
        """The events of setting up the first round (later rounds start inside `act`)."""

    def start(self) -> None:
        """Deal the first round (T11-03) from a random first starter; once, by `Take11.new`."""
        self._start_round(deal.first_starter(self.chance, self.config.players), self.opening)

    # ----------------------------------------------------------------- the contract

    def to_act(self) -> list[int]:
        return [] if self.phase is Phase.OVER else [self.seat]

    def legal(self, seat: int) -> list[Take11Action]:
        if seat != self.seat:
            return []
        if self.phase is Phase.PLAY:
            actions: list[Take11Action] = list(self._plays())
            if self.turn_reach:
                actions.append(END_TURN)
            else:
                actions += [Take(pile[-1]) for pile in self.piles]
            return actions
        if self.phase is Phase.STEAL:
            return [Steal(victim) for victim in self.candidates]
        return []

    def act(self, seat: object, action: Take11Action) -> list[Event]:
        """The seat and the action are checked (types, ranges, whose turn it is) before
        anything changes: a refused action leaves the state as it was. (`seat` is any
        object here so that the compiled engine, which would refuse a value of the wrong
        type with a TypeError of its own, leaves that to the same check.)"""
        seat = check_seat(seat, self.config.players)
        check(action)
        if self.phase is Phase.OVER:
            raise IllegalAction("the game is over")
        if seat != self.seat:
            raise IllegalAction(f"it is seat {self.seat + 1}'s turn, not seat {seat + 1}'s")
        events: list[Event] = []
        if isinstance(action, Play):
            self._play(action, events)
        elif isinstance(action, Take):
            self._take(action.top, events)
        elif isinstance(action, Steal):
            self._steal(action.seat, events)
        else:
            if self.phase is not Phase.PLAY or not self.turn_reach:
                raise IllegalAction("only a multi-card play under way can be ended")
            self._end_turn(events)
        self.history.append((seat, action))
        return events

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def result(self) -> Result:
        """The totals of the rounds scored so far (hands are secret until they are scored)."""
        return Result(scores=tuple(self.totals), winners=self.winners)

    def describe(self, action: Take11Action) -> str:
        return describe(action)

    def say_action(self, action: Take11Action) -> Line:
        return say_action(action)

    def view(self, seat: int | None) -> Take11View:
        """T11-05: each pile's top card only (no size, no card below it: a player may
        remember the public plays, but no client offers a look into a pile); the
        seat's own hand; other hands' sizes; the draw pile's size. During a turn,
        `turn_tops` are the tops the turn began with (they fix the ranges, T11-04) and
        `turn_reach` the distance each pile was played to this turn (0: not used yet);
        `card_heads` the heads table in play (T11-02, index 0 unused), for clients to draw;
        `round_log` the public log of the round (T11-05: every play is a public event as it
        happens), the same for every seat, in order:

        - ``{"kind": "pile", "pile": i, "top": card, "size": n}``: pile i is laid out, dealt
          (T11-03; its top face up) or revealed from the draw pile (T11-05, one card);
        - ``{"kind": "play", "seat": s, "pile": i, "card": card}``: seat s put the card on
          pile i (T11-04);
        - ``{"kind": "take", "seat": s, "pile": i, "top": card}``: seat s took pile i into
          its hand (T11-05); the piles after it move down by one.

        It holds what everyone saw and nothing from a hand: a seat may count the piles
        from it, as a player at the table may; clients show tops only."""
        players = self.config.players
        view: Take11View = {
            "game": self.game,
            "config": self.config.to_json(),
            "seat": seat,
            "phase": self.phase.value,
            "round": self.round,
            "rounds": self.config.rounds,
            "starter": self.starter,
            "turn_seat": self.seat,
            "to_act": self.to_act(),
            "piles": [{"top": pile[-1]} for pile in self.piles],
            "card_heads": list(self.config.heads),
            "round_log": [entry.copy() for entry in self.round_log],
            "turn_tops": list(self.turn_tops),
            "turn_reach": [self.turn_reach.get(index, 0) for index in range(len(self.turn_tops))],
            "draw_size": len(self.draw),
            "supply": self.supply,
            "bulls": list(self.bulls),
            "hand": list(self.hands[seat]) if seat is not None and 0 <= seat < players else None,
            "hand_sizes": [len(hand) for hand in self.hands],
            "steal_candidates": list(self.candidates),
            "totals": list(self.totals),
            "score_pad": [list(line) for line in self.score_pad],
            "winners": list(self.winners),
        }
        return view

    def clone(self) -> Take11State:
        other = Take11State(self.config, self.chance.clone())
        other._copy(self)
        return other

    def _copy(self, original: Take11State) -> None:
        """Become a copy of `original` (but for `config` and `chance`): every field, the
        lists copied (tests/test_clones.py checks that none is left out). The round log's
        entries are shared: once written, an entry never changes."""
        self.history = list(original.history)
        self.phase = original.phase
        self.round = original.round
        self.starter = original.starter
        self.seat = original.seat
        self.hands = [list(hand) for hand in original.hands]
        self.taken = [set(cards) for cards in original.taken]
        self.piles = [list(pile) for pile in original.piles]
        self.round_log = list(original.round_log)
        self.draw = list(original.draw)
        self.bulls = list(original.bulls)
        self.supply = original.supply
        self.totals = list(original.totals)
        self.score_pad = [list(line) for line in original.score_pad]
        self.dealt = original.dealt
        self.turn_tops = list(original.turn_tops)
        self.turn_reach = dict(original.turn_reach)
        self.candidates = original.candidates
        self.winners = original.winners
        self.opening = list(original.opening)

    def determinize(self, seat: int, rng: random.Random) -> Take11State:
        """A copy in which every card `seat` cannot know is re-dealt at random.

        Known to `seat`: its own hand, the piles (every card on them was played or revealed
        in public), and the cards another seat took from a pile and still holds. The rest
        of the other hands (keeping their sizes) and the draw pile are shuffled together
        and dealt again. Future rounds are dealt from `rng`.
        """
        other = self.clone()
        other.chance = self.chance.reseeded(rng)
        secret = {
            index: [card for card in hand if card not in self.taken[index]]
            for index, hand in enumerate(self.hands)
            if index != seat
        }
        # Sorted first: the re-deal must depend on what `seat` knows only, never on where
        # the hidden cards really are (a search bot then decides the same in both cases).
        pool = sorted([card for cards in secret.values() for card in cards] + self.draw)
        rng.shuffle(pool)
        start = 0
        for index, cards in secret.items():
            size = len(cards)
            other.hands[index] = sorted([*self.taken[index], *pool[start : start + size]])
            start += size
        other.draw = pool[start:]
        return other

    def cards_in_play(self) -> frozenset[int]:
        """Every card of this round in a hand, a pile or the draw pile (equals `dealt`)."""
        cards: set[int] = set(self.draw)
        for group in (self.hands, self.piles):
            for cards_of in group:
                cards.update(cards_of)
        return frozenset(cards)

    # ----------------------------------------------------------------- the rules

    def _plays(self) -> list[Play]:
        """T11-04: the cards the seat in turn may put on a pile now.

        A pile already used this turn takes cards farther than the last one put on it; a
        new pile may be used while fewer piles than bull cards are used (one pile with
        none). Every distance is measured from the turn's starting top.
        """
        hand = self.hands[self.seat]
        reach = self.turn_reach
        new_pile = len(reach) < max(self.bulls[self.seat], 1)
        plays: list[Play] = []
        for index, top in enumerate(self.turn_tops):
            last = reach.get(index)
            if last is None and not new_pile:
                continue
            plays += [Play(card, top) for card in in_reach(hand, top, last or 0)]
        return plays

    def _play(self, action: Play, events: list[Event]) -> None:
        """T11-04: one card on one pile; the reason a play is refused is said in full."""
        seat, card, top = self.seat, action.card, action.on
        if self.phase is not Phase.PLAY:
            raise IllegalAction(f"seat {seat + 1} must first choose whom to steal a bull card from")
        if card not in self.hands[seat]:
            raise IllegalAction(f"seat {seat + 1} does not hold the card {card}")
        if top not in self.turn_tops:
            tops = ", ".join(map(str, self.turn_tops))
            raise IllegalAction(f"no pile had the top {top} at the start of this turn (tops: {tops})")
        index = self.turn_tops.index(top)
        steps = distance(top, card)
        if steps > REACH:
            raise IllegalAction(f"{card} is {steps} away from {top}: a card must be 1 to {REACH} away")
        bulls = self.bulls[seat]
        last = self.turn_reach.get(index)
        if last is None and len(self.turn_reach) >= max(bulls, 1):
            raise IllegalAction(
                f"seat {seat + 1} holds {bulls} bull card{'s' if bulls != 1 else ''} and may play on "
                f"{max(bulls, 1)} pile{'s' if bulls > 1 else ''} per turn"
            )
        if last is not None and steps <= last:
            raise IllegalAction(
                f"cards go on in increasing distance: {card} is {steps} away from {top}, "
                f"the card put on it this turn {last}"
            )
        self.hands[seat].remove(card)
        self.taken[seat].discard(card)
        self.piles[index].append(card)
        self.round_log.append({"kind": "play", "seat": seat, "pile": index, "card": card})
        self.turn_reach[index] = steps
        events.append(CardPlayed(seat, card, index, top))
        if not self.hands[seat]:
            self._end_round(HAND_EMPTY, events)
        elif not bulls or not self._plays():
            self._end_turn(events)

    def _take(self, top: int, events: list[Event]) -> None:
        """T11-05: the whole pile into the hand; a bull card for 3 or more cards; new piles."""
        seat = self.seat
        if self.phase is not Phase.PLAY:
            raise IllegalAction(f"seat {seat + 1} must first choose whom to steal a bull card from")
        if self.turn_reach:
            raise IllegalAction("a turn is a play or a take: cards were already played this turn")
        tops = [pile[-1] for pile in self.piles]
        if top not in tops:
            raise IllegalAction(f"no pile shows {top} (tops: {', '.join(map(str, tops))})")
        index = tops.index(top)
        cards = self.piles.pop(index)
        self.turn_tops.pop(index)
        self.hands[seat] = sorted(self.hands[seat] + cards)
        self.taken[seat].update(cards)
        self.round_log.append({"kind": "take", "seat": seat, "pile": index, "top": top})
        events.append(PileTaken(seat, index, top, len(cards)))
        events.append(CardsTaken(seat, tuple(cards)))
        if len(cards) < BULL_PILE_SIZE:
            self._reveal(events)
        elif self.supply:
            self.supply -= 1
            self.bulls[seat] += 1
            events.append(BullGained(seat, -1))
            self._reveal(events)
        else:
            self._steal_or_not(events)

    def _steal_or_not(self, events: list[Event]) -> None:
        """T11-05: with the supply empty, from the other seat holding the most; the taker
        chooses among equals; none when no other seat holds one."""
        seat = self.seat
        most = max((bulls for other, bulls in enumerate(self.bulls) if other != seat), default=0)
        if not most:
            events.append(NoBullLeft(seat))
            self._reveal(events)
            return
        candidates = tuple(other for other, bulls in enumerate(self.bulls) if other != seat and bulls == most)
        if len(candidates) == 1:
            self._move_bull(candidates[0], events)
            return
        self.candidates = candidates
        self.phase = Phase.STEAL
        events.append(StealPending(seat, candidates))

    def _steal(self, victim: int, events: list[Event]) -> None:
        if self.phase is not Phase.STEAL:
            raise IllegalAction("there is no bull card to steal now")
        if victim not in self.candidates:
            choices = ", ".join(str(candidate + 1) for candidate in self.candidates)
            raise IllegalAction(
                f"seat {victim + 1} does not hold the most bull cards (choose among {choices})"
            )
        self.candidates = ()
        self.phase = Phase.PLAY
        self._move_bull(victim, events)

    def _move_bull(self, victim: int, events: list[Event]) -> None:
        self.bulls[victim] -= 1
        self.bulls[self.seat] += 1
        events.append(BullGained(self.seat, victim))
        self._reveal(events)

    def _reveal(self, events: list[Event]) -> None:
        """T11-05: two cards of the draw pile start new piles; T11-07: fewer ends the round."""
        count = min(NEW_PILES, len(self.draw))
        for _ in range(count):
            card = self.draw.pop(0)
            self.piles.append([card])
            self._laid_out(len(self.piles) - 1)
            events.append(PileStarted(card, len(self.piles) - 1))
        if count < NEW_PILES:
            self._end_round(DRAW_EMPTY, events)
        else:
            self._end_turn(events)

    def _laid_out(self, index: int) -> None:
        """T11-03/T11-05: pile `index` appears on the table: its top and size are public."""
        pile = self.piles[index]
        self.round_log.append({"kind": "pile", "pile": index, "top": pile[-1], "size": len(pile)})

    def _end_turn(self, events: list[Event]) -> None:
        following = (self.seat + 1) % self.config.players
        events.append(TurnEnded(self.seat, following))
        self.seat = following
        self._begin_turn()

    def _begin_turn(self) -> None:
        self.turn_tops = [pile[-1] for pile in self.piles]
        self.turn_reach = {}
        self.phase = Phase.PLAY

    def _end_round(self, reason: str, events: list[Event]) -> None:
        """T11-06/T11-07: every seat scores the heads in its hand; T11-08: bulls go back;
        T11-09: after as many rounds as players the fewest points win."""
        events.append(TurnEnded(self.seat, -1))
        table = self.config.heads
        scored = tuple(heads(table, hand) for hand in self.hands)
        for seat, points in enumerate(scored):
            self.totals[seat] += points
        self.score_pad.append(list(scored))
        self.bulls = [0] * self.config.players
        self.supply = BULL_CARDS
        events.append(RoundScored(self.round, reason, self.seat, scored, tuple(self.totals)))
        if self.round >= self.config.rounds:
            best = min(self.totals)
            self.winners = tuple(seat for seat, total in enumerate(self.totals) if total == best)
            self.phase = Phase.OVER
            self.turn_tops, self.turn_reach = [], {}
            events.append(GameEnded(tuple(self.totals), self.winners))
            return
        self._start_round(next_starter(self.totals, self.starter), events)

    def _start_round(self, starter: int, events: list[Event]) -> None:
        """T11-03: a fresh deal, one face-up pile, the supply of bull cards."""
        self.round += 1
        hands, piles, draw = deal.deal(self.chance, self.config.players)
        self.hands, self.piles, self.draw = hands, piles, draw
        self.taken = [set() for _ in hands]
        self.round_log = []
        for index in range(len(piles)):
            self._laid_out(index)
        self.dealt = self.cards_in_play()
        self.starter = self.seat = starter
        events.append(
            RoundStarted(
                self.round,
                starter,
                tuple(len(hand) for hand in hands),
                tuple(pile[-1] for pile in piles),
                tuple(len(pile) for pile in piles),
                len(draw),
            )
        )
        self._begin_turn()


def next_starter(totals: list[int], previous: int) -> int:
    """T11-09: the fewest points so far start; among equals the first clockwise after
    the previous starter (who comes last in that order)."""
    players = len(totals)
    order = [(previous + step) % players for step in range(1, players + 1)]
    best = min(totals)
    return next(seat for seat in order if totals[seat] == best)
