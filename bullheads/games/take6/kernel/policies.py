"""The kernel's own players: a card and a low-card row for a seat, by policy.

Card policies: RANDOM (a uniformly random legal card action: a card of the hand, or one
flipped while the seat holds its Digit Flip) and RULE_OF_THUMB (the choice of
`bullheads.bots.take6_heuristic.Take6HeuristicBot` with or without fan cards, the same
cards on the same views: tests/test_take6_kernel.py checks it). A policy chooses a slot
of the hand, or-ed with rounds.FLIPPED to flip its card (FAN-FLIP-2). Row policies (T6-09):
RANDOM and CHEAPEST (the row with the fewest heads, `Table.cheapest_row`, which is also
the rule of thumb's). Choices given from outside go through the step API (play.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from bullheads.bots.take6_heuristic import FLIP_KEEP, LOW_CARD_PREMIUM, at_least
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.deal import ROWS
from bullheads.games.take6.kernel._jit import jit
from bullheads.games.take6.kernel.deal import deck_size
from bullheads.games.take6.kernel.flip import VALUE
from bullheads.games.take6.kernel.games import DIGIT_FLIP, FANS, STEERING, Games
from bullheads.games.take6.kernel.rng import below
from bullheads.games.take6.kernel.rounds import FLIPPED
from bullheads.games.take6.kernel.rules import capacity, cheapest_row, target
from bullheads.games.take6.table import NO_ROW

RANDOM, RULE_OF_THUMB = 0, 1
"""Card policies."""
CHEAPEST = 1
"""The row policy of the rule of thumb (RANDOM is the other)."""
CARD_POLICIES = {"random": RANDOM, "heuristic": RULE_OF_THUMB}
ROW_POLICIES = {"random": RANDOM, "cheapest": CHEAPEST}

_at_least = cast(Callable[[int, int, float], float], jit(at_least))
"""The bot's binomial tail, compiled as it is (take6_heuristic.at_least)."""


@jit
def start_turn(games: Games, g: int, policy: int) -> None:
    """What `choose_slot` needs of a turn before seats choose by `policy`: for the rule of
    thumb, the count of unseen cards (`count_unseen`), the same for every seat."""
    if policy == RULE_OF_THUMB:
        count_unseen(games, g)


@jit
def choose_slot(games: Games, g: int, seat: int, policy: int) -> int:
    """The slot in `seat`'s hand of the card it plays now by `policy`, in a turn that
    `start_turn` has prepared for it: a caller choosing several seats' cards of one turn
    prepares it once."""
    if policy == RANDOM:
        return random_slot(games, g, seat)
    return int(rule_of_thumb_slot(games, g, seat))


@jit
def random_slot(games: Games, g: int, seat: int) -> int:
    """A uniformly random legal card action of `seat`: one of its cards, or while it holds
    its Digit Flip also one of those that can be flipped, flipped (FAN-FLIP-2)."""
    held = games.hand_size[g]
    if not games.flips[g, seat]:
        return int(below(games.rng, g, held))
    flippable = 0
    for slot in range(held):
        flippable += VALUE[games.hands[g, seat, slot]] != 0
    pick = int(below(games.rng, g, held + flippable))
    if pick < held:
        return pick
    remaining = pick - held + 1  # cards that can be flipped to pass, the one picked included
    slot = -1
    while remaining > 0:
        slot += 1
        remaining -= VALUE[games.hands[g, seat, slot]] != 0
    return slot | FLIPPED


@jit
def row_for(games: Games, g: int, policy: int) -> int:
    """T6-09: the row the low card's owner takes by `policy`."""
    if policy == RANDOM:
        return int(below(games.rng, g, ROWS))
    return int(cheapest_row(games, g))


@jit
def count_unseen(games: Games, g: int) -> None:
    """games.unseen_below[c]: the cards below c of the round's deck that have not left the
    hands this round (rows, penalty piles, revealed cards). The same for every seat until
    the next reveal, so a caller choosing several seats' cards of one turn counts once.

    With the professional deck the round's deck is 1..(10 x players + 4) (T6-15): the
    cards not gone are then exactly the hands, as the bot counts them.

    Not counted on a round's last turn without the Digit Flip: every seat then plays its
    last card, which the rule of thumb does not judge (`rule_of_thumb_slot`)."""
    if games.hand_size[g] == 1 and not games.rules[FANS] & DIGIT_FLIP:
        return
    unseen_below = games.unseen_below
    size = deck_size(games, g)
    unseen_below[0] = 0
    for card in range(DECK_SIZE + 1):
        unseen_below[card + 1] = unseen_below[card] + (1 <= card <= size and not games.gone[g, card])
    if games.rules[FANS] & STEERING:
        _count_by_row(games, g)


@jit
def _count_by_row(games: Games, g: int) -> None:
    """games.row_below[row, c]: of the cards below c counted in unseen_below, those that
    would go to `row` (the markers steer them: FAN-EO-2, FAN-MT-2), for the rule of
    thumb's gaps (`_fan_gap`)."""
    row_below, unseen_below = games.row_below, games.unseen_below
    for row in range(ROWS):
        row_below[row, 0] = 0
    for card in range(DECK_SIZE + 1):
        for row in range(ROWS):
            row_below[row, card + 1] = row_below[row, card]
        if unseen_below[card + 1] > unseen_below[card]:
            row = target(games, g, card)
            if row != NO_ROW:
                row_below[row, card + 1] += 1


@jit
def rule_of_thumb_slot(games: Games, g: int, seat: int) -> int:
    """The slot of the heuristic bot's card, with games.unseen_below as `count_unseen`
    left it this turn: the lowest expected cost, the higher card of equals. Its unseen
    cards are those counted there less its own hand. While the seat holds its Digit Flip
    each card that can be flipped is also judged by its flipped value (FAN-FLIP-3), at
    FLIP_KEEP heads more, after every unflipped card as the bot lists them; the slot is
    then or-ed with FLIPPED."""
    held = games.hand_size[g]
    if held == 1 and not games.flips[g, seat]:  # a round's last card: nothing to judge
        return 0
    unseen = games.unseen_below[DECK_SIZE + 1] - held
    others = -1
    for other in range(games.active.shape[1]):
        others += games.active[g, other]
    fans = games.rules[FANS]
    if fans:  # each card's row once: `_fan_gap` asks it of every card
        for slot in range(held):
            games.hand_rows[slot] = target(games, g, games.hands[g, seat, slot])
    best_slot, best_card, best_cost = 0, 0, 0.0
    for slot in range(held):
        card = games.hands[g, seat, slot]
        row = games.hand_rows[slot] if fans else target(games, g, card)
        cost = _cost(games, g, seat, card, row, unseen, others)
        if best_card == 0 or cost < best_cost or (cost == best_cost and card > best_card):
            best_slot, best_card, best_cost = slot, card, cost
    if games.flips[g, seat]:
        for slot in range(held):
            card = games.hands[g, seat, slot]
            value = VALUE[card]
            if value:
                cost = _cost(games, g, seat, value, target(games, g, value), unseen, others) + FLIP_KEEP
                if cost < best_cost or (cost == best_cost and card > best_card):
                    best_slot, best_card, best_cost = slot | FLIPPED, card, cost
    return best_slot


@jit
def _cost(games: Games, g: int, seat: int, value: int, row: int, unseen: int, others: int) -> float:
    """The bot's `_cost` of a card of `seat`'s hand that counts as `value` (its number, or
    its flipped value, FAN-FLIP-3) and goes to `row`, operation for operation (the same
    floats)."""
    if row == NO_ROW:
        lightest = games.row_heads[g, 0]
        for other in range(1, ROWS):
            lightest = min(lightest, games.row_heads[g, other])
        return float(lightest) + LOW_CARD_PREMIUM
    room = capacity(games, g, row) - games.row_len[g, row]
    if room == 0:
        return float(games.row_heads[g, row])
    if room > others or unseen == 0:
        return 0.0
    if games.rules[FANS] & STEERING:
        in_gap = _fan_gap(games, g, seat, value, row)
    else:  # the cards between the row's last and `value` go to that row (none lies between)
        last = games.lasts[g, row]
        in_gap = games.unseen_below[value] - games.unseen_below[last + 1]
        for own in range(games.hand_size[g]):  # the seat's own cards in the gap are not unseen
            in_gap -= last < games.hands[g, seat, own] < value
    chance = _at_least(room, others, in_gap / unseen)
    return float(chance * (games.row_heads[g, row] + room))


@jit
def _fan_gap(games: Games, g: int, seat: int, value: int, row: int) -> int:
    """With fan cards the bot counts the unseen cards below `value` that would go to the
    same `row` (`_count_by_row`), the seat's own not unseen (their rows in `hand_rows`).
    Without a marker that steers cards (only the cow, the Digit Flip) those are the cards
    of the gap below `value`, which `_cost` counts as in the base game."""
    in_gap = games.row_below[row, value]
    for slot in range(games.hand_size[g]):
        in_gap -= games.hands[g, seat, slot] < value and games.hand_rows[slot] == row
    return int(in_gap)
