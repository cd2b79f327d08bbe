"""The options of a Numeranza game (NUM-01..NUM-08, V1..V5), validated with clear errors.

Every rule marked [R] in the rule file is reconstructed (the manual lost its tables): it
is a named option here, with the rule file's value as default, so that an owner of the
printed game can set the printed values. Options of other variants are kept but unused.
"""

from __future__ import annotations

import dataclasses
import functools
from enum import StrEnum
from typing import Any

from bullheads.core.checks import check_option, is_whole
from bullheads.core.errors import ConfigError
from bullheads.games.numeranza.cards import DEFAULT_COPIES, DEFAULT_POINTS, STARTING_NUMBERS


class Variant(StrEnum):
    TARGET = "target"
    """V1: the dice target."""
    SPIRAL = "spiral"
    """V2: the spiral (the manual's recommended start)."""
    TRIPS = "trips"
    """V3: trips (zancadillas): hidden play zones, declared claims."""
    DIAMOND = "diamond"
    """V4: the diamond."""
    COOP = "coop"
    """V5: co-operative."""


class Operations(StrEnum):
    """V4-2: how a diamond card may be won."""

    BOTH = "both"
    """With + and - (NUM-06)."""
    ADD = "add"
    """By addition only: the plain sum of the zone."""
    NONE = "none"
    """It cannot be won."""


START_HAND = {Variant.TARGET: 2, Variant.SPIRAL: 2, Variant.TRIPS: 2, Variant.DIAMOND: 1, Variant.COOP: 0}
"""V1-1 [R], V2-1 [R], V3 (like V1), V4-1 [R]; V5 starts empty and draws in the round (V5-2)."""
SIGNED = frozenset({Variant.SPIRAL, Variant.DIAMOND})
"""NUM-06: the variants whose play zones count with + and - (V2-3; V4-2, except where a
diamond card's neighbours allow addition only)."""
PHASE1_ACTIONS = ("draw", "play", "clear")
"""NUM-07 [R]."""


@dataclasses.dataclass(frozen=True, slots=True)
class NumeranzaConfig:
    """A validated Numeranza configuration; the defaults are the rule file's."""

    variant: Variant = Variant.SPIRAL
    players: int = 4
    max_players: int = 6
    """NUM-08 [R]: 2..max_players seats (variant 5: 1..max_players)."""
    special_copies: tuple[tuple[int, int], ...] = DEFAULT_COPIES
    """NUM-02 [R]: (number, copies) of the special deck."""
    special_points: tuple[tuple[int, int], ...] = DEFAULT_POINTS
    """NUM-02 [R]: (number, points) of the special cards."""
    dice: int = 2
    """NUM-03 [R]: how many dice a roll sums."""
    die_faces: int = 6
    """NUM-03 [R]: faces of each die (1..die_faces)."""
    actions: tuple[str, ...] = PHASE1_ACTIONS
    """NUM-07 [R]: the general phase-1 actions offered (a subset of draw, play, clear)."""
    start_hand: int = -1
    """V1-1/V2-1/V4-1 [R]: cards in hand at the start; -1 means the variant's default."""
    change_target: bool = True
    """V1-2 [R]: the extra action "change target" (variants 1 and 3)."""
    refill_empty_hand: bool = True
    """V1-4 [R]: at the end of a turn a player with no card in hand draws one (variants 1, 3)."""
    spiral_size: int = 15
    """V2-1 [R]: special cards in the spiral (1..the special deck)."""
    bluff: bool = False
    """V3-2 [R]: whether a claim or an opposition may be false (it fails when revealed)."""
    trip_strictly_higher: bool = True
    """V3-3 [R]: the attacker wins a confrontation with a strictly higher value (else: higher or equal)."""
    diamond_radius: int = 2
    """V4-1 [R]: the diamond's cells are |x|+|y| <= radius (2: 13 cards)."""
    margin_face_down: int = 1
    """V4-2 [R]: margin added when the card was face down before the try."""
    margin_by_neighbours: tuple[int, ...] = (0, 1, 1, 0, 0)
    """V4-2 [R]: margin added for 0, 1, 2, 3 and 4 neighbours."""
    operations_by_neighbours: tuple[Operations, ...] = (
        Operations.BOTH,
        Operations.BOTH,
        Operations.BOTH,
        Operations.ADD,
        Operations.NONE,
    )
    """V4-2 [R]: allowed operations for 0, 1, 2, 3 and 4 neighbours."""
    failed_try_face_up: bool = True
    """V4-3 [R]: a face-down card revealed by a failed try stays face up."""
    replace_counts: tuple[int, ...] = (1, 1, 2, 2, 3, 3)
    """V4-4 [R]: how many face-up cards the replace action may change, per face of its die."""
    diamond_most_points_wins: bool = True
    """V4-6 [R]: most points win (false: fewest points win)."""
    queue_limit: int = 7
    """V5-4/V5-5 [R]: defeat when the target queue holds this many cards (harder: 6)."""
    face_down_limit: int = 3
    """V5-4: defeat when the queue holds this many face-down cards."""
    pile_target: int = 15
    """V5-4/V5-5 [R]: cards the common pile needs for victory (harder: 20)."""
    hints: bool = True
    """V5-2 [R]: the allowed hints (starting or special card, "I need help", "I can't help")."""
    phrase_changes: int = 2
    """V5-2 (decision): how often a player may change a clashing phrase in one round."""
    turn_limit: int = 400
    """Decision: variants 1-4 end after this many turns (rounds in variant 5), scored as usual."""

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "variant", Variant(self.variant))
        except ValueError:
            raise ConfigError(
                f"unknown variant {self.variant!r} (choose one of: {', '.join(v.value for v in Variant)})"
            ) from None
        check_option(self.max_players, "max_players", 1, 6)
        low = 1 if self.variant is Variant.COOP else 2
        if not is_whole(self.players) or not low <= self.players <= self.max_players:
            raise ConfigError(
                f"Numeranza {self.variant.value} is for {low} to {self.max_players} players "
                f"({self.players!r} given)"
            )
        self._check_specials()
        check_option(self.dice, "dice", 1, 4)
        check_option(self.die_faces, "die_faces", 2, 20)
        if (
            not self.actions
            or not all(isinstance(action, str) for action in self.actions)
            or not set(self.actions) <= set(PHASE1_ACTIONS)
            or len(set(self.actions)) != len(self.actions)
        ):
            raise ConfigError(f"'actions' must be distinct names among {', '.join(PHASE1_ACTIONS)}")
        if "play" not in self.actions:
            raise ConfigError("the action 'play' cannot be left out: nothing could be won")
        if self.start_hand == -1:
            object.__setattr__(self, "start_hand", START_HAND[self.variant])
        check_option(self.start_hand, "start_hand", 0, len(STARTING_NUMBERS))
        specials = sum(count for _, count in self.special_copies)
        check_option(self.spiral_size, "spiral_size", 1, specials if self.variant is Variant.SPIRAL else 60)
        check_option(self.diamond_radius, "diamond_radius", 1, 3)
        cells = 2 * self.diamond_radius * (self.diamond_radius + 1) + 1
        if self.variant is Variant.DIAMOND and cells > specials:
            raise ConfigError(f"a diamond of radius {self.diamond_radius} needs {cells} special cards")
        check_option(self.margin_face_down, "margin_face_down", 0, 12)
        if len(self.margin_by_neighbours) != 5:
            raise ConfigError("'margin_by_neighbours' needs 5 margins: for 0, 1, 2, 3 and 4 neighbours")
        for margin in self.margin_by_neighbours:
            check_option(margin, "margin_by_neighbours", 0, 12)
        if len(self.operations_by_neighbours) != 5:
            raise ConfigError("'operations_by_neighbours' needs 5 entries: for 0, 1, 2, 3 and 4 neighbours")
        try:
            ops = tuple(Operations(op) for op in self.operations_by_neighbours)
        except ValueError:
            raise ConfigError("each of 'operations_by_neighbours' is one of: both, add, none") from None
        object.__setattr__(self, "operations_by_neighbours", ops)
        if self.variant is Variant.DIAMOND and len(self.replace_counts) != self.die_faces:
            raise ConfigError(f"'replace_counts' needs one count per die face ({self.die_faces})")
        for count in self.replace_counts:
            check_option(count, "replace_counts", 0, cells)
        check_option(self.queue_limit, "queue_limit", 2, 30)
        check_option(self.face_down_limit, "face_down_limit", 1, 30)
        check_option(self.pile_target, "pile_target", 1, specials if self.variant is Variant.COOP else 60)
        check_option(self.phrase_changes, "phrase_changes", 0, 10)
        check_option(self.turn_limit, "turn_limit", 1, 100_000)

    def _check_specials(self) -> None:
        for pairs, name in ((self.special_copies, "special_copies"), (self.special_points, "special_points")):
            if not isinstance(pairs, tuple) or not all(isinstance(p, tuple) and len(p) == 2 for p in pairs):
                raise ConfigError(f"{name!r} must be a list of [number, value] pairs")
        for number, count in self.special_copies:
            check_option(number, "special number", 1, 99)
            check_option(count, "special copies", 0, 20)
        numbers = [number for number, _ in self.special_copies]
        if not self.special_copies or len(set(numbers)) != len(numbers):
            raise ConfigError("'special_copies' lists each special number once, as [number, copies]")
        specials = sum(count for _, count in self.special_copies)
        if not 1 <= specials <= 60:
            raise ConfigError(f"the special deck must hold 1 to 60 cards ({specials} given)")
        for number, _ in self.special_points:
            check_option(number, "special number", 1, 99)
        pointed = {number for number, _ in self.special_points}
        if not set(numbers) <= pointed or len(pointed) != len(self.special_points):
            raise ConfigError("'special_points' gives the points of every special number once")
        for _, points in self.special_points:
            check_option(points, "special points", 0, 99)

    @property
    def signed(self) -> bool:
        """NUM-06: whether a play zone may count with + and - in this variant (SIGNED)."""
        return self.variant in SIGNED

    @property
    def cells(self) -> int:
        """V4-1: how many cells the diamond has."""
        return 2 * self.diamond_radius * (self.diamond_radius + 1) + 1

    def to_json(self) -> dict[str, Any]:
        """A fresh copy of the JSON form (every view carries it: it is made once per
        config, and copied so that no reader can change another's)."""
        return {
            name: [list(item) if isinstance(item, list) else item for item in value]
            if isinstance(value, list) else value
            for name, value in json_form(self).items()
        }  # fmt: skip

    @classmethod
    def from_json(cls, data: Any) -> NumeranzaConfig:
        """A config from its JSON form; unknown or mistyped options are named."""
        if not isinstance(data, dict):
            raise ConfigError("a Numeranza config must be a JSON object")
        fields = {field.name: field for field in dataclasses.fields(cls)}
        unknown = sorted(set(data) - set(fields))
        if unknown:
            raise ConfigError(f"unknown Numeranza option(s): {', '.join(unknown)}")
        values: dict[str, Any] = {}
        for name, value in data.items():
            default = fields[name].default
            if isinstance(default, bool):
                if not isinstance(value, bool):
                    raise ConfigError(f"the option {name!r} must be true or false")
            elif isinstance(default, tuple):
                if not isinstance(value, list):
                    raise ConfigError(f"the option {name!r} must be a list")
                value = tuple(tuple(item) if isinstance(item, list) else item for item in value)
            values[name] = value
        return cls(**values)


@functools.cache
def json_form(config: NumeranzaConfig) -> dict[str, Any]:
    """The JSON form of `config`, made once: read it through NumeranzaConfig.to_json."""
    data: dict[str, Any] = {}
    for field in dataclasses.fields(config):
        value = getattr(config, field.name)
        if isinstance(value, tuple):
            value = [list(item) if isinstance(item, tuple) else str(item) if isinstance(item, StrEnum)
                     else item for item in value]  # fmt: skip
        elif isinstance(value, StrEnum):
            value = value.value
        data[field.name] = value
    return data
