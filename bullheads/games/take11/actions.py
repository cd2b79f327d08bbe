"""Take 11! actions, their stable integer encoding and their JSON form.

A turn is a sequence of small actions (T11-04, T11-05): either one ``take``, or one or
more ``play`` actions, each putting one card on one pile. A pile is named by its top
card at the start of the turn (``on``): that top fixes the pile's range for the whole
turn, so the name stays the same while cards go on it. With bull cards the seat ends a
multi-card play with ``end_turn`` (or the turn ends by itself when nothing more fits).
A seat that may steal a bull card from one of several equals chooses with ``steal_from``.

Encoding (stable; bots and learning code rely on it):

===========  ==========================================  ===============================
index        action                                      JSON
===========  ==========================================  ===============================
0..999       play card c on the pile of top t, where      ``{"play": 36, "on": 31}``
             index = 10 * (c - 1) + distance(t, c) - 1
1000..1099   take the pile whose top is index - 999       ``{"take": 31}``
1100         end a multi-card play                        ``{"end_turn": true}``
1101..1107   steal a bull card from seat index - 1101     ``{"steal_from": 2}``
===========  ==========================================  ===============================

A card fits at most 10 tops, so play actions need only 1000 indexes.
"""

from __future__ import annotations

import dataclasses
from typing import Any, get_args

from bullheads.core.checks import check_int, check_kind
from bullheads.core.errors import RecordError
from bullheads.core.narration import Line, Seat, say
from bullheads.games.take11.cards import DECK_SIZE, REACH, below, distance, fits
from bullheads.games.take11.config import MAX_PLAYERS

TAKE_BASE = DECK_SIZE * REACH
END_TURN_INDEX = TAKE_BASE + DECK_SIZE
STEAL_BASE = END_TURN_INDEX + 1
ACTION_COUNT = STEAL_BASE + MAX_PLAYERS


@dataclasses.dataclass(frozen=True, slots=True)
class Play:
    """T11-04: put `card` on the pile whose top was `on` when the turn began."""

    card: int
    on: int

    def encode(self) -> int:
        return REACH * (self.card - 1) + distance(self.on, self.card) - 1

    def to_json(self) -> dict[str, Any]:
        return {"play": self.card, "on": self.on}


@dataclasses.dataclass(frozen=True, slots=True)
class Take:
    """T11-05: take the whole pile whose top is `top` into the hand."""

    top: int

    def encode(self) -> int:
        return TAKE_BASE + self.top - 1

    def to_json(self) -> dict[str, Any]:
        return {"take": self.top}


@dataclasses.dataclass(frozen=True, slots=True)
class EndTurn:
    """T11-04: a seat with bull cards stops adding cards to its multi-card play."""

    def encode(self) -> int:
        return END_TURN_INDEX

    def to_json(self) -> dict[str, Any]:
        return {"end_turn": True}


@dataclasses.dataclass(frozen=True, slots=True)
class Steal:
    """T11-05: the taker chooses which of the equal holders of the most bull cards loses one."""

    seat: int

    def encode(self) -> int:
        return STEAL_BASE + self.seat

    def to_json(self) -> dict[str, Any]:
        return {"steal_from": self.seat}


Take11Action = Play | Take | EndTurn | Steal
END_TURN = EndTurn()


def check(action: Any) -> None:
    """The contract's boundary: `action` is exactly a Take 11! action whose fields are real
    values in range (IllegalAction says which is not); whether it is legal now is the
    state's to say."""
    kind = type(action)
    if kind is Play:
        check_int(action.card, "card", 1, DECK_SIZE)
        check_int(action.on, "pile's top", 1, DECK_SIZE)
    elif kind is Take:
        check_int(action.top, "pile's top", 1, DECK_SIZE)
    elif kind is Steal:
        check_int(action.seat, "seat to steal from", 0, MAX_PLAYERS - 1, offset=1)
    elif kind is not EndTurn:
        check_kind(action, get_args(Take11Action), "Take 11!")


def decode(index: int) -> Take11Action:
    """The action with the stable integer encoding `index`."""
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < ACTION_COUNT:
        raise ValueError(f"no Take 11! action has the index {index!r}")
    if index < TAKE_BASE:
        card = index // REACH + 1
        return Play(card, below(card, index % REACH + 1))
    if index < END_TURN_INDEX:
        return Take(index - TAKE_BASE + 1)
    if index == END_TURN_INDEX:
        return END_TURN
    return Steal(index - STEAL_BASE)


def from_json(data: Any) -> Take11Action:
    """An action from its JSON form; anything else is a RecordError saying why."""
    if isinstance(data, dict):
        if set(data) == {"play", "on"} and _is_card(data["play"]) and _is_card(data["on"]):
            if fits(data["on"], data["play"]):
                return Play(data["play"], data["on"])
            raise RecordError(f"the card {data['play']} can never go on a pile whose top is {data['on']}")
        if set(data) == {"take"} and _is_card(data["take"]):
            return Take(data["take"])
        if data == {"end_turn": True}:
            return END_TURN
        if (
            set(data) == {"steal_from"}
            and _is_int(data["steal_from"])
            and 0 <= data["steal_from"] < MAX_PLAYERS
        ):
            return Steal(data["steal_from"])
    raise RecordError(
        f'not a Take 11! action: {data!r} (expected {{"play": 1..100, "on": 1..100}}, '
        '{"take": 1..100}, {"end_turn": true} or {"steal_from": seat})'
    )


def say_action(action: Take11Action) -> Line:
    """The action as a narrated line (State.say_action)."""
    if isinstance(action, Play):
        return say("t11.act.play", card=action.card, on=action.on)
    if isinstance(action, Take):
        return say("t11.act.take", top=action.top)
    if isinstance(action, Steal):
        return say("t11.act.steal", victim=Seat(action.seat))
    return say("t11.act.end_turn")


def describe(action: Take11Action) -> str:
    """Readable English text."""
    if isinstance(action, Play):
        return f"play {action.card} on {action.on}"
    if isinstance(action, Take):
        return f"take the pile {action.top}"
    if isinstance(action, Steal):
        return f"steal a bull card from seat {action.seat + 1}"
    return "end the turn"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_card(value: Any) -> bool:
    return _is_int(value) and 1 <= value <= DECK_SIZE
