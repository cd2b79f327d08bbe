"""A rule-of-thumb Numeranza bot for every variant, the co-operative team seat included.

It reads only its view and its legal actions. The habits:
- target and trips (V1, V3): play the card that brings the zone to the target, else the
  largest card that does not overshoot; clear an overshot zone;
  change a target of 10 or more while the zone is empty; claim whenever allowed,
  oppose a claimer with at least as many points; when no card fits, trip (V3-3) only
  with a zone of 6 or more, a hand of 2 or more and a seat with 2 or more cards in
  play, and then in half of the cases (else draw, change the target or clear), since
  trips between equal zones change nothing; against a trip confront with a zone of the
  target minus one (an attacker below the target cannot beat it) or at least 3 per
  attacking card, else defend with the card that leaves the zone nearest the target;
- spiral (V2): play the card with which the zone reaches the disputed number (with + and
  -), else the card that lets the zone reach the most numbers; clear a zone of 5 cards;
- diamond (V4): prefer plays that make a face-up card winnable, try the winnable card of
  the most points (face down ones too: a failed try costs nothing), win as many new
  cards as allowed, replace when nothing is in reach, and keep the highest card in hand;
  where the fewest points win (V4-6 [R], as the game declares for the config) try and
  win only while no seat has fewer points than the bot, then the fewest points (someone
  must win cards for the game to end);
- co-operative (V5): say "alone" with a card equal to a face-up queue card; else count
  the cards of the others (a hand card is one of that player's cards not yet in its
  discard: its starting cards and the matched cards the team gave it) and say "play"
  when playing raises the chance that the sum of the players who play matches a face-up
  queue card, assuming those still to speak do the same; step back from a clash; the
  team seat puts every matched card on the common pile.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from bullheads.core.state import Action
from bullheads.games.numeranza import NUMERANZA
from bullheads.games.numeranza.actions import (
    CHANGE,
    CLAIM,
    CLEAR,
    CONFIRM,
    CONFRONT,
    DRAW,
    OPPOSE,
    PASS,
    REPLACE_ACTION,
    TO_PILE,
    TRIP,
    Defend,
    Discard,
    Play,
    Replace,
    Say,
    Try,
    WinNew,
)
from bullheads.games.numeranza.cards import STARTING_NUMBERS
from bullheads.games.numeranza.reach import signed_values
from bullheads.games.numeranza.views import Cell, NumeranzaView, Zone, numeranza_view

CONFRONT_PER_CARD = 3
"""A trip is confronted when the zone is worth at least this much per attacking card."""
THREAT_CARDS = 2
"""A seat with this many cards in play may be near the target: worth a trip (V3-3)."""
TRIP_HAND = 2
"""With fewer cards in hand (all overshooting) the bot draws rather than trips."""
TRIP_CHANCE = 0.5
"""Even a worthwhile trip is declared only this often: against zones as strong as its own a
trip changes nothing, and seats that always tripped would stall the game."""
SPIRAL_ZONE_LIMIT = 5
HARD_TARGET = 10
"""Targets this high need most of a young deck: the bot changes them (V1-2)."""


class NumeranzaHeuristicBot:
    """The rule-of-thumb bot."""

    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, given: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        view = numeranza_view(given)
        for preferred in (CLAIM, TO_PILE):
            if preferred in legal:
                return preferred
        if OPPOSE in legal:
            leader = view["players"][view["active"]]["points"] >= self._me(view)["points"]
            return OPPOSE if leader else PASS
        variant = view["variant"]
        if variant == "coop":
            return self._coop(view, legal)
        if variant == "diamond":
            return self._diamond(view, legal)
        if variant == "spiral":
            return self._spiral(view, legal)
        return self._target(view, legal)

    # ----------------------------------------------------------------- helpers

    @staticmethod
    def _me(view: NumeranzaView) -> Zone:
        seat = view["seat"]
        assert seat is not None, "a bot is asked with its own seat's view"
        return view["players"][seat]

    @staticmethod
    def _zone(view: NumeranzaView) -> list[int]:
        return [card["number"] for card in NumeranzaHeuristicBot._me(view)["play"] if card is not None]

    @staticmethod
    def _hand(view: NumeranzaView) -> dict[int, int]:
        return {card["id"]: card["number"] for card in NumeranzaHeuristicBot._me(view)["hand"] or ()}

    # ----------------------------------------------------------------- V1, V3

    def _target(self, view: NumeranzaView, legal: Sequence[Action]) -> Action:
        shown = view.get("target")
        target = shown["number"] if shown else 0
        zone = sum(self._zone(view))
        hand = self._hand(view)
        plays = [a for a in legal if isinstance(a, Play)]
        defends = [a for a in legal if isinstance(a, Defend)]
        if CONFRONT in legal:
            attacker = view["players"][view["active"]]
            safe = min(target - 1, CONFRONT_PER_CARD * len(attacker["play"]))
            if zone >= safe or not defends:
                return CONFRONT
            return min(defends, key=lambda a: abs(target - (zone - self._number(view, a.card))))
        if PASS in legal and len(legal) == 1:
            return PASS
        exact = [a for a in plays if zone + hand[a.card] == target]
        if exact:
            return exact[0]
        if CHANGE in legal and target >= HARD_TARGET and not zone:
            return CHANGE
        if zone > target and CLEAR in legal:
            return CLEAR
        below = [a for a in plays if zone + hand[a.card] < target]
        if below:
            return max(below, key=lambda a: hand[a.card])
        worth = TRIP in legal and self._worth_tripping(view, zone, len(hand), DRAW in legal)
        if worth and self.rng.random() < TRIP_CHANCE:
            return TRIP
        if plays and view["phase"] != "action":
            return min(plays, key=lambda a: hand[a.card])
        if DRAW in legal:
            return DRAW
        if CHANGE in legal:
            return CHANGE
        return CLEAR if CLEAR in legal else legal[0]

    @staticmethod
    def _worth_tripping(view: NumeranzaView, zone: int, hand: int, can_draw: bool) -> bool:
        """V3-3: trip with a strong zone when another seat has enough cards in play to be
        near the target (it then loses one or shows its zone), and when a draw would not
        serve better (a small hand of cards that all overshoot); else trips only stall."""
        others = [player for seat, player in enumerate(view["players"]) if seat != view["seat"]]
        threat = any(len(player["play"]) >= THREAT_CARDS for player in others)
        return zone >= 2 * CONFRONT_PER_CARD and threat and (hand >= TRIP_HAND or not can_draw)

    @staticmethod
    def _number(view: NumeranzaView, card: int) -> int:
        for face in NumeranzaHeuristicBot._me(view)["play"]:
            if face is not None and face["id"] == card:
                return int(face["number"])
        return 0

    # ----------------------------------------------------------------- V2

    def _spiral(self, view: NumeranzaView, legal: Sequence[Action]) -> Action:
        zone = self._zone(view)
        hand = self._hand(view)
        spiral = view["spiral"]
        disputed = spiral[0]["number"] if spiral else 0
        plays = [a for a in legal if isinstance(a, Play)]
        if not view["first_round"]:
            for play in plays:
                if disputed in signed_values([*zone, hand[play.card]]):
                    return play
        if len(zone) >= SPIRAL_ZONE_LIMIT and CLEAR in legal:
            return CLEAR
        if plays and len(hand) > 1:
            return max(plays, key=lambda a: (len(signed_values([*zone, hand[a.card]])), hand[a.card]))
        if DRAW in legal:
            return DRAW
        if plays:
            return plays[0]
        return CLEAR if CLEAR in legal else legal[0]

    # ----------------------------------------------------------------- V4

    def _diamond(self, view: NumeranzaView, legal: Sequence[Action]) -> Action:
        zone = self._zone(view)
        hand = self._hand(view)
        cells = view["diamond"]
        tries = [a for a in legal if isinstance(a, Try)]
        wins = [a for a in legal if isinstance(a, WinNew)]
        if tries or wins:
            return self._take(view, legal, tries, wins)
        replaces = [a for a in legal if isinstance(a, Replace)]
        if replaces:
            return max(replaces, key=lambda a: bin(a.mask).count("1"))
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            return min(discards, key=lambda a: hand[a.card])
        up = [c for c in cells if c["card"] is not None and c["operations"] != "none"]
        plays = [a for a in legal if isinstance(a, Play)]
        for play in plays:
            values = signed_values([*zone, hand[play.card]])
            if any(self._winnable(c, [*zone, hand[play.card]], values) for c in up):
                return play
        if zone and any(self._winnable(c, zone, signed_values(zone)) for c in up):
            return DRAW if DRAW in legal else legal[0]
        if REPLACE_ACTION in legal and self.rng.random() < 0.3:
            return REPLACE_ACTION
        if plays:
            return max(plays, key=lambda a: hand[a.card])
        return DRAW if DRAW in legal else legal[0]

    def _take(
        self, view: NumeranzaView, legal: Sequence[Action], tries: list[Try], wins: list[WinNew]
    ) -> Action:
        """V4-3 to V4-6: a try, or the new cards to win, for the most points; where the
        fewest win (as the game declares for the config), none while a seat has fewer
        points than the bot, else the fewest points."""
        cells = view["diamond"]
        fewest = NUMERANZA.spec.lower_wins(view["config"])
        level = self._me(view)["points"] <= min(player["points"] for player in view["players"])
        if tries and fewest and not level and PASS in legal:
            return PASS
        if tries:
            pool = [a for a in tries if cells[a.cell]["face_up"]] or tries
            best = min if fewest else max
            return best(pool, key=lambda a: self._new_points(cells, 1 << a.cell))
        if fewest:  # the empty set (no points) when not level, or when nothing else is offered
            taking = [a for a in wins if a.mask] if level else []
            return min(taking or wins, key=lambda a: self._new_points(cells, a.mask))
        return max(wins, key=lambda a: bin(a.mask).count("1"))

    @staticmethod
    def _new_points(cells: Sequence[Cell], mask: int) -> int:
        """V4-3, V4-4: the points of the diamond cards in the cells of `mask` (a bit a cell)."""
        return sum((cells[c]["card"] or {"points": 0})["points"] for c in range(len(cells)) if mask >> c & 1)

    @staticmethod
    def _winnable(cell: Cell, zone: list[int], values: set[int]) -> bool:
        card = cell["card"]
        assert card is not None, "only face-up cells are weighed"
        number, room = card["number"], cell["margin"]
        if cell["operations"] == "add":
            return bool(abs(sum(zone) - number) <= room)
        return any(abs(value - number) <= room for value in values)

    # ----------------------------------------------------------------- V5

    def _coop(self, view: NumeranzaView, legal: Sequence[Action]) -> Action:
        seat = view["seat"]
        if seat is None or seat == view["team"]:
            return legal[0]
        says = {a.phrase: a for a in legal if isinstance(a, Say)}
        wanted = self._coop_phrase(view)
        if view["phrases"][seat] != wanted and wanted in says:
            return says[wanted]
        return CONFIRM if CONFIRM in legal else legal[0]

    def _coop_phrase(self, view: NumeranzaView) -> str:
        """V5-2: the phrase of `talk_phrase` for this seat's card, beside the players who
        said they play and those still to speak, each card weighed by `card_odds`."""
        seat = view["seat"]
        assert seat is not None
        hand = self._me(view)["hand"] or ()
        phrases = view["phrases"]
        others = [s for s in range(len(phrases)) if s != seat]
        odds = self.card_odds(view)
        return talk_phrase(
            hand[0]["number"] if hand else None,
            tuple(odds[s] for s in others if phrases[s] == "play"),
            tuple(odds[s] for s in others if phrases[s] is None and view["players"][s]["hand_size"]),
            any(phrases[s] == "alone" for s in others),
            coop_targets(view),
        )

    def card_odds(self, view: NumeranzaView) -> dict[int, Odds]:
        """Each player's hand card as this bot weighs it: uniform over its starting cards
        not in its discard (`hand_odds`); the phrases tell it nothing more."""
        return {seat: hand_odds(zone) for seat, zone in enumerate(view["players"])}


Odds = tuple[tuple[int, float], ...]
"""The chances of a hand card, number by number."""


def coop_targets(view: NumeranzaView) -> frozenset[int]:
    """V5-3: the numbers a round's sum may match, those of the face-up queue cards."""
    return frozenset(card["number"] for card in view["queue"] if card is not None)


def talk_phrase(
    mine: int | None, played: tuple[Odds, ...], rest: tuple[Odds, ...], alone: bool, targets: frozenset[int]
) -> str:
    """The rule of thumb's phrase (V5-2) with card `mine` (None: an empty hand): "pass"
    when another player wants to play alone; "alone" when the card matches a face-up
    queue card and nobody has said "play"; else "play" when the card raises the chance
    that the sum matches, beside the cards of those who said "play" (`played`) and of
    those still to speak (`rest`), each playing only when it helps."""
    if mine is None or alone:
        return "pass"
    if mine in targets and not played:
        return "alone"
    return "play" if _helps(mine, played, rest, targets) else "pass"


def hand_odds(zone: Zone) -> Odds:
    """The chances of a player's hand card: uniform over its cards not in its discard (its
    deck and hand): its starting cards and the matched cards the team gave it (V5-3)."""
    won = tuple(sorted(card["number"] for card in zone["won"]))
    return _odds_left(won, tuple(sorted(card["number"] for card in zone["discard"] if card is not None)))


@functools.cache
def _odds_left(won: tuple[int, ...], discarded: tuple[int, ...]) -> Odds:
    """hand_odds for a player given cards of the numbers `won` and a discard of the numbers
    `discarded` (a few recur all game: cached)."""
    owned = Counter(STARTING_NUMBERS) + Counter(won)
    left = owned.copy()
    left.subtract(discarded)
    cards = list((+left).elements()) or list(owned.elements())
    return tuple((number, count / len(cards)) for number, count in Counter(cards).items())


@functools.lru_cache(maxsize=1 << 16)
def _helps(mine: int, played: tuple[Odds, ...], rest: tuple[Odds, ...], targets: frozenset[int]) -> bool:
    """Whether playing `mine` raises the chance that the sum matches a target, beside the
    players who said they play (`played`) and those still to speak (`rest`). Cached: a
    search asks the same few questions in each of its worlds."""
    total: dict[int, float] = {0: 1.0}
    for odds in played:
        total = _add(total, dict(odds))
    others = [dict(odds) for odds in rest]
    return _chance(_add(total, {mine: 1.0}), others, targets) > _chance(total, others, targets)


def _add(total: dict[int, float], card: dict[int, float]) -> dict[int, float]:
    """The distribution of a sum plus one more independent card."""
    result: dict[int, float] = {}
    for value, chance in total.items():
        for number, odds in card.items():
            result[value + number] = result.get(value + number, 0.0) + chance * odds
    return result


def _chance(total: dict[int, float], rest: Sequence[dict[int, float]], targets: frozenset[int]) -> float:
    """The chance that the sum matches a target when each player of `rest`, knowing only
    its own card, plays it exactly when that raises the chance."""
    if not rest:
        return sum(chance for value, chance in total.items() if value in targets)
    skip = _chance(total, rest[1:], targets)
    return sum(
        odds * max(skip, _chance(_add(total, {number: 1.0}), rest[1:], targets))
        for number, odds in rest[0].items()
    )
