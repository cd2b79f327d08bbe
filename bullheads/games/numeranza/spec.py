"""What Numeranza declares of itself: players, its five variants and their options.

Read by every client (core.spec). The [R] options (reconstructed rules, see config.py)
are declared advanced; each applies only in the variants whose rules read it.
"""

from __future__ import annotations

from typing import Any

from bullheads.core.spec import GameSpec, Kind, Option
from bullheads.games.numeranza.cards import DEFAULT_COPIES, STARTING_NUMBERS, build
from bullheads.games.numeranza.config import PHASE1_ACTIONS, NumeranzaConfig, Variant

SPECIALS = sum(count for _, count in DEFAULT_COPIES)
"""NUM-02 [R]: the special deck's size, the most a spiral or the co-op pile may need."""
_DEFAULT_JSON = NumeranzaConfig().to_json()


def _in(*variants: Variant) -> dict[str, tuple[str, ...]]:
    return {"variant": tuple(variant.value for variant in variants)}


def _option(name: str, kind: Kind, text: str, variants: tuple[Variant, ...], **more: Any) -> Option:
    """An option whose default is the default config's (so the two cannot differ)."""
    more.setdefault("default", _DEFAULT_JSON[name])
    more.setdefault("advanced", True)
    return Option(name, kind, help=text, applies_when=_in(*variants) if variants else {}, **more)


def _int(name: str, low: int, high: int, text: str, *variants: Variant, **more: Any) -> Option:
    return _option(name, "int", text, variants, low=low, high=high, **more)


def _bool(name: str, text: str, *variants: Variant, **more: Any) -> Option:
    return _option(name, "bool", text, variants, **more)


def _json(name: str, text: str, *variants: Variant) -> Option:
    return _option(name, "json", text, variants)


def largest_draw(config: NumeranzaConfig) -> int:
    """The most values one draw chooses among: a shuffle or a deal holds at most every card
    of the game (the special deck, NUM-02, and each seat's personal deck, NUM-01); a roll
    is one of a die's faces per die (NUM-03; who starts is rolled too, NUM-08)."""
    cards = len(build(config.special_copies, config.special_points, config.players).numbers)
    return max(cards, config.die_faces)


TARGETS = (Variant.TARGET, Variant.TRIPS)
"""V1-2, V1-4: the rules of the target that trips keeps (V3)."""

NUMERANZA_SPEC = GameSpec(
    name="numeranza",
    title="Numeranza",
    summary="Numeranza, the dice deck-builder: 2-6 players (co-op 1-6).",
    players=range(1, 7),
    default_players=4,
    cooperative=_in(Variant.COOP),
    # NUM-02: a score is the points of the special cards won, the most win; V4-6 [R]: or the fewest
    lower_scores_win={"variant": (Variant.DIAMOND.value,), "diamond_most_points_wins": ("False",)},
    largest_draw=largest_draw,
    simultaneous=_in(Variant.TRIPS),
    options=(
        Option(
            "variant",
            "choice",
            Variant.SPIRAL.value,
            "target (V1), spiral (V2, the manual's first game), trips (V3), diamond (V4) or "
            "coop (V5, one team, 1-6 players; the others are for 2-6).",
            choices=tuple(variant.value for variant in Variant),
        ),
        _int("max_players", 1, 6, "NUM-08 [R]: the most seats."),
        _int("dice", 1, 4, "NUM-03 [R]: how many dice a roll sums."),
        _int("die_faces", 2, 20, "NUM-03 [R]: faces of each die (a diamond needs one replace count each)."),
        Option(
            "actions",
            "choices",
            list(PHASE1_ACTIONS),
            "NUM-07 [R]: the general actions offered (play cannot be left out).",
            choices=PHASE1_ACTIONS,
            advanced=True,
        ),
        _int(
            "start_hand",
            -1,
            len(STARTING_NUMBERS),
            "V1-1/V2-1/V4-1 [R]: cards in hand at the start (-1: the variant's).",
            default=-1,
        ),
        _bool("change_target", 'V1-2 [R]: the extra action "change target".', *TARGETS),
        _bool("refill_empty_hand", "V1-4 [R]: an empty hand draws a card at the end of a turn.", *TARGETS),
        _int("spiral_size", 1, SPECIALS, "V2-1 [R]: special cards in the spiral.", Variant.SPIRAL),
        _bool("bluff", "V3-2 [R]: a claim or an opposition may be false.", Variant.TRIPS, advanced=False),
        _bool("trip_strictly_higher", "V3-3 [R]: an attack must be strictly higher to win.", Variant.TRIPS),
        _int("diamond_radius", 1, 3, "V4-1 [R]: the diamond's radius (2: 13 cards).", Variant.DIAMOND),
        _int(
            "margin_face_down",
            0,
            12,
            "V4-2 [R]: margin added for a card face down before the try.",
            Variant.DIAMOND,
        ),
        _json("margin_by_neighbours", "V4-2 [R]: margin added for 0..4 neighbours.", Variant.DIAMOND),
        _json(
            "operations_by_neighbours", "V4-2 [R]: both, add or none, for 0..4 neighbours.", Variant.DIAMOND
        ),
        _bool(
            "failed_try_face_up", "V4-3 [R]: a card revealed by a failed try stays face up.", Variant.DIAMOND
        ),
        _json(
            "replace_counts", "V4-4 [R]: cards the replace action may change, per die face.", Variant.DIAMOND
        ),
        _bool(
            "diamond_most_points_wins", "V4-6 [R]: the most points win (else the fewest).", Variant.DIAMOND
        ),
        _int(
            "queue_limit",
            2,
            30,
            "V5-4 [R]: defeat when the target queue holds this many cards (harder: 6).",
            Variant.COOP,
            advanced=False,
        ),
        _int(
            "face_down_limit", 1, 30, "V5-4: defeat at this many face-down cards in the queue.", Variant.COOP
        ),
        _int(
            "pile_target",
            1,
            SPECIALS,
            "V5-4 [R]: cards the common pile needs for victory (harder: 20).",
            Variant.COOP,
            advanced=False,
        ),
        _bool("hints", "V5-2 [R]: the allowed hints.", Variant.COOP),
        _int("phrase_changes", 0, 10, "V5-2: changes of a clashing phrase per round.", Variant.COOP),
        _int(
            "turn_limit", 1, 100_000, "The game ends after this many turns (rounds in coop), scored as usual."
        ),
        _json("special_copies", "NUM-02 [R]: [number, copies] of the special deck."),
        _json("special_points", "NUM-02 [R]: [number, points] of the special cards."),
    ),
)
"""NUM-08: 2-6 players (co-op 1-6); V5: the co-op seats are one team. V3-2, V3-3: in
trips the seats asked to answer a claim or a trip answer at once, each in secret."""
