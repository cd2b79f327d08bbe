"""The Take 11! deck, its distance rule and its heads table as data (T11-01, T11-02, T11-04).

The heads table is data a user may replace (T11-02): `parse_heads` reads its JSON form,
``{"default": 1, "3": [2, 5, ...], "5": [...], "7": [...]}`` (every card not listed has the
default), and names what is wrong; `heads_to_json` writes the same form back.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from bullheads.core.errors import ConfigError

DECK_SIZE = 100
"""T11-01: the number cards 1..100, each once."""
BULL_CARDS = 10
"""T11-01: the bull cards in the supply at the start of each round."""
REACH = 10
"""T11-04: a card is legal on a pile when its distance from the top is 1..10."""
MAX_HEADS = 99
"""The largest head count a table may give one card (a sanity bound for user files)."""

DEFAULT_HEADS_JSON: dict[str, Any] = {
    "default": 1,
    "3": [2, 5, 7, 11, 17, 19, 29, 31, 37, 41, 47, 59, 61, 67, 71, 79, 89, 97],
    "5": [13, 23, 43, 53, 73, 83],
    "7": [3, 33, 63, 93],
}
"""T11-02: the best public data for the lost table; 184 heads in all."""


def distance(top: int, card: int) -> int:
    """T11-04: steps from `top` up to `card` around the cycle 1..100 (98 -> 5 is 7)."""
    return (card - top - 1) % DECK_SIZE + 1


def in_reach(hand: Sequence[int], top: int, beyond: int = 0) -> list[int]:
    """T11-04: the cards of `hand` (sorted ascending, as hands are kept) whose distance
    from `top` is more than `beyond` and at most REACH, in the hand's order.

    The same cards as testing every card's `distance`, found by bisecting the one or two
    runs of card values in reach: a Take 11! hand may hold dozens of cards.
    """
    first = top + beyond + 1
    last = top + REACH
    if last <= DECK_SIZE:
        return list(hand[bisect_left(hand, first) : bisect_right(hand, last)])
    if first > DECK_SIZE:
        return list(hand[bisect_left(hand, first - DECK_SIZE) : bisect_right(hand, last - DECK_SIZE)])
    return [*hand[: bisect_right(hand, last - DECK_SIZE)], *hand[bisect_left(hand, first) :]]


def below(card: int, steps: int) -> int:
    """The card `steps` below `card` around the cycle: the top `card` is `steps` away from."""
    return (card - steps - 1) % DECK_SIZE + 1


def fits(top: int, card: int) -> bool:
    """T11-04: whether `card` may go on a pile whose top is `top`."""
    return (card - top - 1) % DECK_SIZE < REACH


def parse_heads(data: Any) -> tuple[int, ...]:
    """T11-02: a heads table (index 0 unused) from its JSON form; ConfigError says what is wrong."""
    if not isinstance(data, dict):
        raise ConfigError('a heads table is a JSON object like {"default": 1, "3": [2, 5], "7": [3]}')
    default = data.get("default")
    if default is not None and not _is_heads(default):
        raise ConfigError(f"the heads table's default must be a whole number 0..{MAX_HEADS}: {default!r}")
    table: list[int | None] = [None] * (DECK_SIZE + 1)
    for key, cards in data.items():
        if key == "default":
            continue
        if key not in HEAD_KEYS:
            raise ConfigError(
                f"the heads table's key {key!r} is neither 'default' nor a head count 0..{MAX_HEADS}"
            )
        if not isinstance(cards, list) or not all(_is_card(card) for card in cards):
            raise ConfigError(f"the heads table's {key!r} must list cards 1..{DECK_SIZE}: {cards!r}")
        for card in cards:
            if table[card] is not None:
                raise ConfigError(f"the heads table gives the card {card} twice")
            table[card] = int(key)
    missing = [card for card in range(1, DECK_SIZE + 1) if table[card] is None]
    if missing and default is None:
        shown = ", ".join(map(str, missing[:10])) + (", ..." if len(missing) > 10 else "")
        raise ConfigError(f"the heads table has no default and does not give the cards {shown}")
    fallback = 0 if default is None else int(default)
    return (0, *(fallback if value is None else value for value in table[1:]))


def heads_to_json(table: Sequence[int]) -> dict[str, Any]:
    """The JSON form of a table: the most common count (the smaller on a tie) is the default."""
    counts = Counter(table[1:])
    default = min(counts, key=lambda value: (-counts[value], value))
    data: dict[str, Any] = {"default": default}
    for value in sorted(counts):
        if value != default:
            data[str(value)] = [card for card in range(1, DECK_SIZE + 1) if table[card] == value]
    return data


def heads(table: Sequence[int], cards: Iterable[int]) -> int:
    """The total heads of `cards` under `table`."""
    return sum(table[card] for card in cards)


HEAD_KEYS = frozenset(str(count) for count in range(MAX_HEADS + 1))
"""The head counts as a heads table's keys, exactly "0".."99" (not "07", "²" or 5,000 digits)."""


def _is_card(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= DECK_SIZE


def _is_heads(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_HEADS


DEFAULT_HEADS: tuple[int, ...] = parse_heads(DEFAULT_HEADS_JSON)
"""DEFAULT_HEADS[card] is the number of heads on `card` (T11-02)."""
