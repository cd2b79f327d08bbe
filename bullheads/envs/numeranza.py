"""Numeranza observations: what `view(seat)` shows, as a fixed-size vector.

Every physical card has an id (NUM-01, NUM-02), so the encoding says, for each id, in
which zone the seat sees it; face-down cards are only counted. Read from the view:
to_act, players (deck, hand, hand_size, play, discard, won, points), central, exhausted,
scores, active, first, turn, round; the variant's board: target; spiral, first_round;
diamond (card, empty, face_up, neighbours, margin, operations of each cell); asked,
answered, my_answer, to_play (trips); queue, pile, phrases, confirmed, hinted, matched
(co-op). The phase is not read: the action mask says what is being decided. Per-seat
values start with the observing seat (the co-op team seat observes as seat 0).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from bullheads.envs.features import Vector, Writer, seats_from, turned
from bullheads.games.numeranza.actions import HINTS, PHRASES, SIMPLE, Simple, action_codes, from_json
from bullheads.games.numeranza.cards import build
from bullheads.games.numeranza.config import NumeranzaConfig, Operations

OWN_ZONES = ("hand", "play", "discard", "won")
OPEN_ZONES = ("play", "discard", "won")
BOARD = ("target", "spiral", "diamond", "queue", "pile", "matched")
OPERATIONS = tuple(Operations)
CELL = 6 + len(OPERATIONS)
NUMBER_SCALE = 12.0


class NumeranzaEncoding:
    """The observation vector of a Numeranza seat (layout in docs/envs.md)."""

    def __init__(self, config: NumeranzaConfig) -> None:
        self.config = config
        players = config.players
        self.cards = len(build(config.special_copies, config.special_points, players).numbers)
        self.zones = len(OWN_ZONES) + len(OPEN_ZONES) * (players - 1) + len(BOARD)
        self.seats = players + 1
        self.size = (
            self.cards * (self.zones + 1)
            + config.cells * CELL
            + 7 * players
            + 2 * self.seats
            + 5
            + 2 * players
            + len(SIMPLE)
            + 1
            + players * (len(PHRASES) + len(HINTS) + 1)
        )
        self.codes = action_codes(config)
        self.actions = len(self.codes)

    def encode(self, view: Mapping[str, Any], seat: int) -> Vector:
        players, cards = self.config.players, self.cards
        me = seat % players
        w = Writer(self.size)
        zones = w.at
        w.at += cards * self.zones
        for zone, faces in enumerate(self._zones(view, me)):
            for face in faces:
                if face is not None:
                    w.out[zones + face["id"] * self.zones + zone] = 1.0
        spiral = view.get("spiral") or []
        place = w.at
        w.at += cards
        for index, face in enumerate(spiral):
            w.out[place + face["id"]] = (index + 1) / len(spiral)
        self._diamond(w, view.get("diamond") or [])
        seats = turned(view["players"], me)
        w.numbers([zone["deck"] for zone in seats], 10.0)
        w.numbers([zone["hand_size"] for zone in seats], 10.0)
        w.numbers([zone["points"] for zone in seats], 10.0)
        for name in ("play", "discard"):
            w.numbers([zone[name].count(None) for zone in seats], 10.0)
        w.hot(seats_from([view["active"]] if "active" in view else [], me, players), players)
        w.hot(seats_from([view["first"]] if "first" in view else [], me, players), players)
        w.hot((self._seat(other, me) for other in view["to_act"]), self.seats)
        scores = view["scores"]
        w.numbers([*turned(scores[:players], me), *scores[players:]], 10.0)
        w.at += self.seats - len(scores)
        w.numbers([view["central"], view["exhausted"], view.get("turn", 0), view["round"]], 10.0)
        w.number(float(bool(view.get("first_round"))))
        self._trips(w, view, me)
        self._coop(w, view, me)
        return w.done()

    def _seat(self, other: int, me: int) -> int:
        """A seat seen from `me`; the co-op team seat keeps the last place."""
        players = self.config.players
        return other if other >= players else (other - me) % players

    def _zones(self, view: Mapping[str, Any], me: int) -> Iterable[list[dict[str, Any] | None]]:
        """The faces of every zone, in the order of the zone slots of each card."""
        seats = turned(view["players"], me)
        yield from ((seats[0][name] or []) for name in OWN_ZONES)
        for zone in seats[1:]:
            yield from (zone[name] for name in OPEN_ZONES)
        yield [view.get("target")]
        yield view.get("spiral") or []
        yield [cell["card"] for cell in view.get("diamond") or []]
        yield view.get("queue") or []
        yield view.get("pile") or []
        yield [view.get("matched")]

    def _diamond(self, w: Writer, cells: list[dict[str, Any]]) -> None:
        """V4-1, V4-2: each cell's card when face up, and what it takes to win it."""
        start = w.at
        for cell in cells:
            card = cell["card"] or {}
            w.at = start + cell["cell"] * CELL
            w.numbers(
                [
                    float(not cell["empty"]),
                    float(cell["face_up"]),
                    card.get("number", 0) / NUMBER_SCALE,
                    card.get("points", 0),
                    cell["neighbours"],
                    cell["margin"],
                ]
            )
            w.one(OPERATIONS.index(Operations(cell["operations"])), len(OPERATIONS))
        w.at = start + self.config.cells * CELL

    def _trips(self, w: Writer, view: Mapping[str, Any], me: int) -> None:
        """V3: who was asked, who answered, the seat's own answer, the plays left."""
        players = self.config.players
        w.hot(seats_from(view.get("asked", []), me, players), players)
        w.hot(seats_from(view.get("answered", []), me, players), players)
        answer = view.get("my_answer")
        action = None if answer is None else from_json(answer)
        w.one(SIMPLE.index(action.name) if isinstance(action, Simple) else None, len(SIMPLE))
        w.number(view.get("to_play", 0))

    def _coop(self, w: Writer, view: Mapping[str, Any], me: int) -> None:
        """V5-2: each seat's decisive phrase, hints and confirmation."""
        players = self.config.players
        phrases = turned(view.get("phrases") or [None] * players, me)
        hinted = turned(view.get("hinted") or [[]] * players, me)
        confirmed = turned(view.get("confirmed") or [False] * players, me)
        for phrase, hints, done in zip(phrases, hinted, confirmed, strict=True):
            w.one(None if phrase is None else PHRASES.index(phrase), len(PHRASES))
            w.hot((HINTS.index(hint) for hint in hints), len(HINTS))
            w.number(float(done))
