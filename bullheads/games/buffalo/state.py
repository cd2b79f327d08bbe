"""The Beat the Buffalo state machine (BUF-01..BUF-18).

Seats: the team members are seats 0..n-1; each chooses their own card in secret (T6-04,
BUF-04) and, after Replace!, their replacement card (BUF-12). Seat 0 is also the team
seat: every team decision (the special cards of each window of BUF-09, the row a
member's low card takes, a Sort's order) is asked of seat 0. In a client any member may
answer for it; a bot in seat 0 is the team policy. The buffalo is automatic (events and
views call it seat -1).

Phases: ``window`` (team: special cards or pass), ``choose`` (members: a card each),
``row`` (team: the row of a member's low card), ``replace`` (a member: the card that
replaces the returned one), ``sort`` (team: the next card of the Sort order), ``over``.
A window in which the team could only pass is skipped.
"""

from __future__ import annotations

import random
from typing import Self

from bullheads.core.chance import Chance
from bullheads.core.checks import check_seat
from bullheads.core.errors import IllegalAction
from bullheads.core.events import Event
from bullheads.core.narration import Line, Row, say
from bullheads.core.state import Result, State
from bullheads.games.buffalo.actions import (
    BuffaloAction,
    CardCard,
    Insert,
    Pass,
    Push,
    RowCard,
    Sort,
    check,
    special_of,
)
from bullheads.games.buffalo.config import BuffaloConfig, team_weight
from bullheads.games.buffalo.deal import ALL_SPECIALS, deal
from bullheads.games.buffalo.events import (
    BUFFALO,
    BuffaloEnded,
    CardMoved,
    CardReturned,
    DecisionAsked,
    Low,
    Placed,
    Revealed,
    SpecialLeft,
    SpecialTurnedUp,
    SpecialUsed,
    Taken,
)
from bullheads.games.buffalo.refusals import reason
from bullheads.games.buffalo.specials import (
    FIRST,
    INSERT,
    LAST,
    PUSH,
    REPLACE,
    SORT,
    STOP,
    TAKE7,
    BuffaloTable,
    Stop,
    Take7,
)
from bullheads.games.buffalo.views import BuffaloView
from bullheads.games.take6.actions import Play, TakeRow
from bullheads.games.take6.cards import DECK_SIZE, HEADS, heads
from bullheads.games.take6.events import CardChosen, RowsLaid
from bullheads.games.take6.table import NO_ROW

TEAM = 0
"""The team seat (BUF-09, BUF-06): seat 0 answers every team decision."""
FACE_UP = 2
"""BUF-03: two special cards lie face up."""
WINDOW, CHOOSE, ROW, REPLACING, SORTING, OVER = "window", "choose", "row", "replace", "sort", "over"


class BuffaloState(State[BuffaloAction, BuffaloConfig]):
    """One position of a game of Beat the Buffalo."""

    game = "buffalo"

    def __init__(self, config: BuffaloConfig | None = None, chance: Chance | None = None) -> None:
        """A game of `config` (by default the base game) before its deal, which `start`
        makes from `chance` (`Buffalo.new` does both). Nothing is dealt here, so that a
        copy or an unpickled state is made without dealing: the engine may be compiled
        (bullheads.compiled), and a compiled class is made only through its `__init__`."""
        config = config or BuffaloConfig()
        self.config = config
        self.chance = chance or Chance()
        self.history: list[tuple[int, BuffaloAction]] = []
        self.hands: list[list[int]] = [[] for _ in range(config.players)]
        self.buffalo: list[int] = []
        """BUF-02: the buffalo's face-down cards, top first."""
        self.table = BuffaloTable(())
        self.face_up: list[str] = []
        self.stack: list[str] = []
        self.team_pile: list[int] = []
        self.buffalo_pile: list[int] = []
        self.turns = 0
        self.turn = 1
        self.chosen: dict[int, int] = {}
        self.order: list[tuple[int, int]] = []
        """The revealed, unplaced cards as (seat, card), in the order they will be placed."""
        self.firsts = 0
        """BUF-15: the cards «First Card» named in this window that still wait (at the start
        of `order`); `_leave` ends a naming when its card leaves."""
        self.lasts = 0
        """BUF-16: the cards «Last Card» named this turn that still wait (at the end of
        `order`); `_leave` ends a naming when its card leaves."""
        self.sorted = 0
        """BUF-17: how many cards of `order` the Sort in progress has fixed."""
        self.low: tuple[int, int] | None = None
        self.returned: tuple[int, int] | None = None
        self.phase = WINDOW
        self.window = "b"
        self.events: list[Event] = []
        self.opening: list[Event] = []

    def start(self) -> None:
        """Deal (BUF-02, BUF-03) and open the first window; once, by `Buffalo.new`."""
        dealt = deal(self.chance, self.config.players)
        self.hands = [list(hand) for hand in dealt["hands"]]
        self.buffalo = list(dealt["buffalo"])
        self.table = BuffaloTable(dealt["rows"])
        self.face_up = list(dealt["specials"][:FACE_UP])
        self.stack = list(dealt["specials"][FACE_UP:])
        self.turns = len(self.buffalo)
        self.events = [RowsLaid(tuple(tuple(row) for row in self.table.rows))]
        self._open_window("b")
        self.opening = list(self.events)

    # -- the contract ---------------------------------------------------------------

    def to_act(self) -> list[int]:
        if self.phase == CHOOSE:
            return [seat for seat in range(self.config.players) if seat not in self.chosen]
        if self.phase == REPLACING:
            assert self.returned is not None
            return [self.returned[0]]
        if self.phase in (WINDOW, ROW, SORTING):
            return [TEAM]
        return []

    def legal(self, seat: int) -> list[BuffaloAction]:
        if seat not in self.to_act():
            return []
        if self.phase == CHOOSE:
            return [Play(card) for card in self.hands[seat]]
        if self.phase == REPLACING:
            assert self.returned is not None
            return [Play(card) for card in self.hands[seat] if card != self.returned[1]]
        if self.phase == ROW:
            return [TakeRow(row) for row in self.table.open_rows()]
        if self.phase == SORTING:
            return [CardCard("order", card) for _, card in self.order[self.sorted :]]
        return [Pass(), *self._specials()]

    def act(self, seat: object, action: BuffaloAction) -> list[Event]:
        seat = self._check(seat, action)
        self.events = []
        before = self.phase
        if isinstance(action, Play):
            self._play(seat, action.card)
        elif isinstance(action, TakeRow):
            assert self.low is not None
            owner, card = self.low
            self.low = None
            self._take(owner, action.row, card, "low card")
            self._advance()
        elif isinstance(action, Pass):
            self._pass()
        elif isinstance(action, CardCard) and action.kind == "order":
            self._sort_next(action.card)
        else:
            self._use(action)
        self.history.append((seat, action))
        if self.phase not in (CHOOSE, OVER) or before != CHOOSE:
            self.events.append(DecisionAsked(self.phase))
        return self.events

    def view(self, seat: int | None) -> BuffaloView:
        """What `seat` sees: the table, the face-up special cards, the revealed cards, both
        piles and its own hand; never another hand, the buffalo's cards or the stack.
        `card_heads` is the heads table of the Take 6! cards (T6-02), for clients to draw;
        `row_capacity` how many cards each row holds before the next one takes it (T6-08,
        BUF-10), for clients to mark the place that takes the row."""
        view: BuffaloView = {
            "game": self.game,
            "players": self.config.players,
            "team_seat": TEAM,
            "seat": seat,
            "turn": self.turn,
            "turns": self.turns,
            "phase": self.phase,
            "window": self.window if self.phase == WINDOW else None,
            "to_act": self.to_act(),
            "rows": [list(row) for row in self.table.rows],
            "card_heads": list(HEADS),
            "row_capacity": [self.table.capacity(row) for row in range(len(self.table.rows))],
            "take7": sorted(piece.row for piece in self.table.pieces if piece.name == TAKE7),
            "stop": sorted(piece.row for piece in self.table.pieces if piece.name == STOP),
            "face_up": list(self.face_up),
            "stack": len(self.stack),
            "buffalo_cards": len(self.buffalo),
            "hand_sizes": [len(hand) for hand in self.hands],
            "chosen": sorted(self.chosen),
            "revealed": [list(item) for item in self.order],
            "low_card": list(self.low) if self.low else None,
            "replacing": list(self.returned) if self.returned else None,
            "insert_card": self.insert_card() if self.phase == WINDOW else None,
            "team_pile": list(self.team_pile),
            "buffalo_pile": list(self.buffalo_pile),
            "scores": {"team": self.team_score(), "buffalo": heads(self.buffalo_pile)},
            "team_weight": team_weight(self.config.players),
        }
        if seat is not None and 0 <= seat < self.config.players:
            view["hand"] = list(self.hands[seat])
            view["my_choice"] = self.chosen.get(seat)
        return view

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def team_decision(self) -> int | None:
        """BUF-09, BUF-06, BUF-17: the special cards of a window, a member's low-card row and
        a Sort's order are the team's; a member's own card (and Replace!'s) is not."""
        return TEAM if self.phase in (WINDOW, ROW, SORTING) else None

    def table_talk(self) -> bool:
        """BUF-08: no discussing the cards while they are being chosen; after the reveal the
        team may talk about placing them and the special cards."""
        return self.phase != CHOOSE

    def insert_card(self) -> int | None:
        """BUF-13: the card an Insert! would put into a row: the next revealed card to be
        placed, when it is a team member's; None when there is none."""
        if not self.order or self.order[0][0] == BUFFALO:
            return None
        return self.order[0][1]

    def team_score(self) -> int:
        """BUF-07: the team's heads, doubled for a team of 1 or 2."""
        return heads(self.team_pile) * team_weight(self.config.players)

    def won(self) -> bool:
        """BUF-07: only strictly fewer heads than the buffalo win; a tie is a loss."""
        return self.team_score() < heads(self.buffalo_pile)

    def result(self) -> Result:
        seats = tuple(range(self.config.players))
        winners = seats if self.over and self.won() else ()
        return Result(tuple(self.team_score() for _ in seats), winners)

    def clone(self) -> Self:
        other = type(self)(self.config, self.chance.clone())
        other._copy(self)
        return other

    def _copy(self, original: BuffaloState) -> None:
        """Become a copy of `original` (but for `config` and `chance`): every field, the
        lists copied (tests/test_clones.py checks that none is left out)."""
        self.history = list(original.history)
        self.hands = [list(hand) for hand in original.hands]
        self.buffalo = list(original.buffalo)
        self.table = original.table.clone()
        self.face_up = list(original.face_up)
        self.stack = list(original.stack)
        self.team_pile = list(original.team_pile)
        self.buffalo_pile = list(original.buffalo_pile)
        self.turns = original.turns
        self.turn = original.turn
        self.chosen = dict(original.chosen)
        self.order = list(original.order)
        self.firsts = original.firsts
        self.lasts = original.lasts
        self.sorted = original.sorted
        self.low = original.low
        self.returned = original.returned
        self.phase = original.phase
        self.window = original.window
        self.events = list(original.events)
        self.opening = list(original.opening)

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """Re-deal the other members' hands (their secret choices too), the buffalo's
        face-down cards, the undealt cards and the face-down special stack."""
        other = self.clone()
        other.chance = self.chance.reseeded(rng)
        members = [s for s in range(self.config.players) if s != seat]
        seen = set(self.hands[seat]) if 0 <= seat < self.config.players else set()
        seen.update(card for row in self.table.rows for card in row)
        seen.update(self.team_pile, self.buffalo_pile, (card for _, card in self.order))
        # BUF-12: the card Replace! sent back is known to be in its owner's hand.
        public = {self.returned[0]: self.returned[1]} if self.returned else {}
        seen.update(public.values())
        if self.low:
            seen.add(self.low[1])
        pool = [card for card in range(1, DECK_SIZE + 1) if card not in seen]
        rng.shuffle(pool)
        for member in members:
            known = [public[member]] if member in public else []
            size = len(self.hands[member]) - len(known)
            other.hands[member], pool = sorted([*known, *pool[:size]]), pool[size:]
            if member in self.chosen:
                other.chosen[member] = rng.choice(other.hands[member])
        other.buffalo = pool[: len(self.buffalo)]
        specials = list(ALL_SPECIALS)
        for kind in [*self.face_up, *self.used]:
            specials.remove(kind)
        other.stack = rng.sample(specials, len(self.stack))
        return other

    @property
    def used(self) -> list[str]:
        """The special cards that are no longer face up or in the stack (used, or lying on a row)."""
        return [kind for _, action in self.history if (kind := special_of(action)) is not None]

    def describe(self, action: BuffaloAction) -> str:
        return describe(action)

    def say_action(self, action: BuffaloAction) -> Line:
        """The action as a narrated line; an Insert! names the card it would place and the
        card it goes before, a Push! the card it moves and where (read from the table)."""
        if isinstance(action, Play):
            return say("buf.act.play", card=action.card)
        if isinstance(action, TakeRow):
            return say("buf.act.take", row=Row(action.row))
        if isinstance(action, Pass):
            return say("buf.act.no_special")
        if isinstance(action, RowCard):
            return say(f"buf.act.{action.kind}", row=Row(action.row))
        if isinstance(action, CardCard):
            return say(f"buf.act.{action.kind}", card=action.card)
        if isinstance(action, Sort):
            return say("buf.act.sort")
        rows = self.table.rows
        if isinstance(action, Insert):
            card = self.insert_card()
            assert card is not None, "an Insert! is legal only before a member's card"
            return say(
                "buf.act.insert", card=card, row=Row(action.row), before=rows[action.row][action.position]
            )
        moved, target = rows[action.source][action.index], rows[action.row]
        if action.position == len(target):
            return say("buf.act.push.end", card=moved, source=Row(action.source), row=Row(action.row))
        before = target[action.position]
        return say(
            "buf.act.push.before", card=moved, source=Row(action.source), row=Row(action.row), before=before
        )

    # -- turns ------------------------------------------------------------------------

    def _check(self, seat: object, action: BuffaloAction) -> int:
        """The seat and the action are checked (types, ranges, whose decision it is, then
        legal) before anything changes: a refused action leaves the state as it was.
        Returns the seat. (`seat` is any object here so that the compiled engine, which
        would refuse a value of the wrong type with a TypeError of its own, leaves that to
        the same check.)"""
        seat = check_seat(seat, self.config.players)
        check(action)
        if self.over:
            raise IllegalAction("the game is over")
        if seat not in self.to_act():
            raise IllegalAction(f"seat {seat + 1} has no decision to make now")
        if action in self.legal(seat):
            return seat
        raise IllegalAction(reason(self, seat, action))

    def _play(self, seat: int, card: int) -> None:
        if self.phase == REPLACING:
            assert self.returned is not None
            self.returned = None
            self.hands[seat].remove(card)
            self.phase = WINDOW
            self._place(seat, card)
            self._advance()
            return
        self.chosen[seat] = card
        self.events.append(CardChosen(seat))
        if len(self.chosen) == self.config.players:
            self._reveal()

    def _reveal(self) -> None:
        """BUF-04: the members' cards and the buffalo's top card, placed lowest first."""
        plays = [(seat, card) for seat, card in self.chosen.items()]
        for seat, card in plays:
            self.hands[seat].remove(card)
        plays.append((BUFFALO, self.buffalo.pop(0)))
        self.chosen = {}
        self.order = sorted(plays, key=lambda item: item[1])
        self.firsts = self.lasts = 0
        self.events.append(Revealed(self.turn, tuple((card, seat) for seat, card in self.order)))
        self._advance()

    def _advance(self) -> None:
        """Place cards until the team owes a decision (BUF-09 window, low card) or the turn ends."""
        while self.phase not in (ROW, REPLACING, SORTING):
            if not self.order:
                self._end_turn()
                return
            if self._open_window("a"):
                return
            self._place_next()

    def _end_turn(self) -> None:
        if self.turn >= self.turns:
            self.phase = OVER
            self.events.append(BuffaloEnded(self.team_score(), heads(self.buffalo_pile), self.won()))
            return
        self.turn += 1
        self._open_window("b")

    def _open_window(self, window: str) -> bool:
        """BUF-09: a window opens when the team can use a card; else play goes on."""
        self.window = window
        self.phase = WINDOW
        if self._specials():
            return True
        if window == "b":
            self.phase = CHOOSE
        return False

    def _pass(self) -> None:
        if self.window == "b":
            self.phase = CHOOSE
            return
        self._place_next()
        self._advance()

    def _place_next(self) -> None:
        seat, card = self._leave(0)
        self.firsts = 0
        self._place(seat, card)

    def _leave(self, index: int) -> tuple[int, int]:
        """Take the card at `index` out of the revealed, unplaced cards (it is placed, put
        into a row by Insert!, or sent back by Replace!): a «First Card» or «Last Card»
        naming of it ends with it (BUF-12, BUF-15, BUF-16), so the next naming counts only
        the named cards still waiting."""
        if index < self.firsts:
            self.firsts -= 1
        elif index >= len(self.order) - self.lasts:
            self.lasts -= 1
        return self.order.pop(index)

    def _place(self, seat: int, card: int) -> None:
        """T6-06..T6-09 on the open rows (BUF-11), with BUF-10's capacity and BUF-06."""
        row = self.table.target(card)
        if row != NO_ROW:
            taken = self.table.place(row, card)
            self.events.append(Placed(seat, card, row))
            if taken:
                self._taken(seat, row, taken, "sixth card")
            return
        self.events.append(Low(seat, card))
        if seat == BUFFALO:
            self._take(seat, self.table.buffalo_row(), card, "low card")
        else:
            self.low = (seat, card)
            self.phase = ROW

    def _take(self, seat: int, row: int, card: int, reason: str) -> None:
        taken = self.table.take(row, card)
        self.events.append(Placed(seat, card, row))
        self._taken(seat, row, taken, reason)
        if self.phase == ROW:
            self.phase = WINDOW

    def _taken(self, seat: int, row: int, cards: list[int], reason: str) -> None:
        """BUF-05: the team's takes go to its one pile, the buffalo's to its own."""
        (self.buffalo_pile if seat == BUFFALO else self.team_pile).extend(cards)
        self.events.append(Taken(seat, row, tuple(cards), heads(cards), reason))
        self.events.extend(event for event in self.table.log if isinstance(event, Event))
        self.table.log.clear()

    # -- special cards ----------------------------------------------------------------

    def _specials(self) -> list[BuffaloAction]:
        """BUF-09..BUF-17: every use of a face-up card the rules allow now (no Pass)."""
        table = self.table
        rows = range(len(table.rows))
        options: list[BuffaloAction] = [RowCard("unstop", row) for row in rows if table.blocked(row)]
        if TAKE7 in self.face_up:
            options += [RowCard(TAKE7, row) for row in rows if not table.marked(TAKE7, row)]
        if STOP in self.face_up:
            options += [RowCard(STOP, row) for row in rows if not table.blocked(row)]
        if self.window == "b" or not self.order:
            return options
        if REPLACE in self.face_up:
            options += [
                CardCard(REPLACE, card) for seat, card in self.order if seat != BUFFALO and self.hands[seat]
            ]
        if FIRST in self.face_up:
            free = self.order[self.firsts : len(self.order) - self.lasts]
            options += [CardCard(FIRST, card) for seat, card in free if seat != BUFFALO]
        if LAST in self.face_up:
            free = self.order[self.firsts : len(self.order) - self.lasts]
            options += [CardCard(LAST, card) for seat, card in free if seat != BUFFALO]
        if SORT in self.face_up and len(self.order) > 1:
            options.append(Sort())
        card = self.insert_card()
        if INSERT in self.face_up and card is not None:
            options += [Insert(row, position) for row, position in self._gaps(card)]
        if PUSH in self.face_up:
            options += self._pushes()
        return options

    def _gaps(self, card: int) -> list[tuple[int, int]]:
        """BUF-13: before the first card or between two cards of an open row, ascending."""
        gaps = []
        for row in self.table.open_rows():
            cards = self.table.rows[row]
            for position, other in enumerate(cards):
                if card < other and (position == 0 or cards[position - 1] < card):
                    gaps.append((row, position))
        return gaps

    def _pushes(self) -> list[BuffaloAction]:
        """BUF-14: any card but a row's only one, from an open row to a place of another open
        row that keeps it ascending."""
        table = self.table
        pushes: list[BuffaloAction] = []
        for source in table.open_rows():
            cards = table.rows[source]
            if len(cards) < 2:
                continue
            for index, card in enumerate(cards):
                for row in table.open_rows():
                    if row == source:
                        continue
                    target = table.rows[row]
                    position = sum(1 for other in target if other < card)
                    pushes.append(Push(source, index, row, position))
        return pushes

    def _use(self, action: BuffaloAction) -> None:
        """Use a face-up special card (BUF-10..BUF-17), or remove a Stop! (BUF-11)."""
        kind = special_of(action)
        if kind is not None:
            self.face_up.remove(kind)
            self.events.append(SpecialUsed(kind, describe(action)))
            if self.stack:
                self.face_up.append(self.stack.pop(0))
                self.events.append(SpecialTurnedUp(self.face_up[-1]))
        if isinstance(action, RowCard):
            if action.kind == "unstop":
                self.table.lift(STOP, action.row)
                self.events.append(SpecialLeft(STOP, action.row))
            else:
                self.table.lay(Take7(action.row) if action.kind == TAKE7 else Stop(action.row))
        elif isinstance(action, CardCard):
            self._use_on_card(action.kind, action.card)
            if self.phase == REPLACING:
                return
        elif isinstance(action, Sort):
            self.phase = SORTING
            self.sorted = 0
            return
        elif isinstance(action, Insert):
            self._insert(action)
        elif isinstance(action, Push):
            self._push(action)
        self._continue_window()

    def _continue_window(self) -> None:
        """Stay in the window while the team can use a card; else play goes on."""
        if self.window == "a":
            self.phase = WINDOW
            self._advance()
        else:
            self._open_window("b")

    def _use_on_card(self, kind: str, card: int) -> None:
        index = next(index for index, item in enumerate(self.order) if item[1] == card)
        if kind == REPLACE:
            item = self._leave(index)
            self.hands[item[0]].append(card)
            self.hands[item[0]].sort()
            self.returned = item
            self.phase = REPLACING
            self.events.append(CardReturned(*item))
            return
        item = self.order.pop(index)
        if kind == FIRST:
            self.order.insert(self.firsts, item)
            self.firsts += 1
        else:
            self.order.insert(len(self.order) - self.lasts, item)
            self.lasts += 1

    def _sort_next(self, card: int) -> None:
        """BUF-17: the team names the remaining cards one at a time, in placing order."""
        index = next(index for index, item in enumerate(self.order) if item[1] == card)
        self.order.insert(self.sorted, self.order.pop(index))
        self.sorted += 1
        if self.sorted >= len(self.order) - 1:
            self.firsts = self.lasts = self.sorted = 0
            self.phase = WINDOW
            self._continue_window()

    def _insert(self, action: Insert) -> None:
        card = self._leave(0)[1]
        self.firsts = 0
        taken = self.table.insert(action.row, action.position, card)
        self.events.append(CardMoved(card, -1, action.row, action.position))
        if taken:
            self._taken(TEAM, action.row, taken, "insert")

    def _push(self, action: Push) -> None:
        card = self.table.remove(action.source, action.index)
        taken = self.table.insert(action.row, action.position, card)
        self.events.append(CardMoved(card, action.source, action.row, action.position))
        if taken:
            self._taken(TEAM, action.row, taken, "push")


def describe(action: BuffaloAction) -> str:
    """An action as short English text."""
    if isinstance(action, Play):
        return f"play {action.card}"
    if isinstance(action, TakeRow):
        return f"take row {action.row + 1}"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, RowCard):
        names = {TAKE7: "Take 7! beside", STOP: "Stop! beside", "unstop": "remove the Stop! of"}
        return f"{names[action.kind]} row {action.row + 1}"
    if isinstance(action, CardCard):
        names = {REPLACE: "Replace!", FIRST: "First Card:", LAST: "Last Card:", "order": "next in the order:"}
        return f"{names[action.kind]} {action.card}"
    if isinstance(action, Sort):
        return "Sort"
    if isinstance(action, Insert):
        return f"Insert! into row {action.row + 1} at place {action.position + 1}"
    return (
        f"Push! card {action.index + 1} of row {action.source + 1} "
        f"to row {action.row + 1}, place {action.position + 1}"
    )
