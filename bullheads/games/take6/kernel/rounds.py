"""Turns, rounds and the end of a game, compiled (T6-04, T6-05, T6-09, T6-11..T6-14).

The kernel's copy of the flow of `bullheads.games.take6.state.Take6State`: all active
seats reveal at once, the cards are placed lowest first, a low card stops the placing
until its owner has chosen a row, the round is scored after its tenth turn, and the end
rule decides whether another round is dealt.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from bullheads.games.take6.kernel._jit import jit
from bullheads.games.take6.kernel.deal import deal
from bullheads.games.take6.kernel.flip import VALUE
from bullheads.games.take6.kernel.games import (
    AUTORESET,
    CHOOSE,
    DIGIT_FLIP,
    END,
    FANS,
    LIMIT,
    MAX_ROUNDS,
    OVER,
    POINTS,
    ROUNDS,
    ROW,
    Games,
)
from bullheads.games.take6.kernel.rules import place, take_low, target
from bullheads.games.take6.table import NO_ROW

SEAT_BITS = 4
"""A packed play's lowest bits: its seat (10 seats fit)."""
CARD_BITS = 7
"""The next bits: its card (1..104)."""
FLIPPED = 16
"""A slot of a hand or-ed with FLIPPED (the kernel's policies choose slots): the card in
that slot, flipped (FAN-FLIP-2). A hand has at most 10 slots."""


@jit
def pack(card: int, flipped: bool, seat: int) -> int:
    """A revealed play, packed as (((value * 2 + unflipped) << 7) | card) << 4 | seat: the
    plays sort in their placing order, by the value each card counts as (T6-05; FAN-FLIP-3:
    a flipped card its flipped value), a flipped card before an unflipped one of the same
    value (FAN-FLIP-4)."""
    value = VALUE[card] if flipped else card
    return (((value * 2 + (0 if flipped else 1)) << CARD_BITS | card) << SEAT_BITS) | seat


@jit
def seat_of(play: int) -> int:
    """The seat of a packed play."""
    return play & ((1 << SEAT_BITS) - 1)


@jit
def card_of(play: int) -> int:
    """The card of a packed play (as printed)."""
    return (play >> SEAT_BITS) & ((1 << CARD_BITS) - 1)


@jit
def value_of(play: int) -> int:
    """The value a packed play's card counts as while it is placed (FAN-FLIP-3)."""
    return play >> (SEAT_BITS + CARD_BITS + 1)


@jit
def flipped_of(play: int) -> bool:
    """Whether a packed play's card was flipped (FAN-FLIP-2)."""
    return (play >> (SEAT_BITS + CARD_BITS)) & 1 == 0


@jit
def start_game(games: Games, g: int) -> None:
    """A new game in slot `g`: every seat plays, no points yet, the first round dealt."""
    for seat in range(games.active.shape[1]):
        games.active[g, seat] = True
        games.totals[g, seat] = 0
    games.round[g] = 0
    start_round(games, g)


@jit
def start_round(games: Games, g: int) -> None:
    """T6-03: empty penalty piles, a fresh deal, turn 1; FAN-FLIP-1: a Digit Flip for
    every seat still playing (last round's unused ones are gone)."""
    games.round[g] += 1
    flips = games.rules[FANS] & DIGIT_FLIP != 0
    for seat in range(games.penalty.shape[1]):
        games.penalty[g, seat] = 0
        games.flips[g, seat] = flips and games.active[g, seat]
    for card in range(games.gone.shape[1]):
        games.gone[g, card] = False
    deal(games, g)
    games.turn[g] = 1
    games.phase[g] = CHOOSE


@jit
def begin_step(games: Games, g: int) -> None:
    """Clear what the last step reported (its heads, takes, and whether a game ended)."""
    for seat in range(games.heads.shape[1]):
        games.heads[g, seat] = 0
    games.takes[g] = 0
    games.done[g] = False


@jit
def reveal(games: Games, g: int, cards: NDArray[np.int32]) -> None:
    """T6-04/T6-05: each active seat plays `cards[seat]` from its hand (negated: flipped,
    FAN-FLIP-2); the revealed cards are placed lowest first (`resolve`). The cards must be
    legal (`check` in play.py)."""
    reveal_cards(games, g, cards)
    resolve(games, g)


@jit
def reveal_cards(games: Games, g: int, cards: NDArray[np.int32]) -> None:
    """`reveal` without the placing: for a caller that places with one `resolve` after
    either a reveal or a row's take (every call site of `resolve` compiles its whole
    tree, the end of a round and the next deal included)."""
    size = games.hand_size[g]
    plays = 0
    for seat in range(games.active.shape[1]):
        if games.active[g, seat]:
            card = abs(cards[seat])
            slot = 0
            while games.hands[g, seat, slot] != card:
                slot += 1
            _reveal_one(games, g, seat, slot | (FLIPPED if cards[seat] < 0 else 0), size, plays)
            plays += 1
    _revealed(games, g, plays)


@jit
def reveal_slots(games: Games, g: int, slots: NDArray[np.int32]) -> None:
    """`reveal_cards` with each active seat's card given by its slot in the hand,
    games.hands[g, seat, slots[seat]] (or-ed with FLIPPED: flipped): the kernel's own
    policies choose slots, so the hand is not searched for the card. Places nothing:
    `resolve` follows."""
    size = games.hand_size[g]
    plays = 0
    for seat in range(games.active.shape[1]):
        if games.active[g, seat]:
            _reveal_one(games, g, seat, slots[seat], size, plays)
            plays += 1
    _revealed(games, g, plays)


@jit
def choice_in(games: Games, g: int, seat: int, slot: int) -> int:
    """The choice (kernel/flip.py: the card, negated when flipped) of a policy's `slot` of
    `seat`'s hand, or-ed with FLIPPED for a flipped card."""
    card = games.hands[g, seat, slot & (FLIPPED - 1)]
    return int(-card if slot & FLIPPED else card)


@jit
def _reveal_one(games: Games, g: int, seat: int, slot: int, size: int, plays: int) -> None:
    """The card in `slot` of `seat`'s hand (of `size` cards; or-ed with FLIPPED: flipped,
    and the seat's Digit Flip is used up, FAN-FLIP-5) leaves the hand, is gone (seen by
    all) and joins the turn's `plays` revealed plays, kept in placing order (T6-05)."""
    flipped = slot & FLIPPED != 0
    slot &= FLIPPED - 1
    last = size - 1
    card = games.hands[g, seat, slot]
    games.hands[g, seat, slot] = games.hands[g, seat, last]
    games.hands[g, seat, last] = 0
    games.gone[g, card] = True
    if flipped:
        games.flips[g, seat] = False
    play = pack(card, flipped, seat)
    index = plays  # insertion sort: at most 10 plays
    while index > 0 and games.pending[g, index - 1] > play:
        games.pending[g, index] = games.pending[g, index - 1]
        index -= 1
    games.pending[g, index] = play


@jit
def _revealed(games: Games, g: int, plays: int) -> None:
    """After the reveal of `plays` cards: one card fewer in every hand, the plays to place."""
    games.hand_size[g] -= 1
    games.plays[g] = plays
    games.next_play[g] = 0


@jit
def resolve(games: Games, g: int) -> None:
    """T6-05..T6-08: place the revealed cards lowest first; stop at a low card (T6-09).
    FAN-FLIP-3: a flipped card goes where its flipped value fits; FAN-FLIP-5: it lies in
    the row as printed."""
    index, plays = games.next_play[g], games.plays[g]
    while index < plays:
        play = games.pending[g, index]
        card, seat = card_of(play), seat_of(play)
        row = target(games, g, value_of(play))
        if row == NO_ROW:
            games.next_play[g] = index
            games.phase[g] = ROW
            return
        index += 1
        place(games, g, seat, row, card)
    games.next_play[g] = index
    _end_turn(games, g)


@jit
def low_seat(games: Games, g: int) -> int:
    """T6-09: in phase ROW, the owner of the low card."""
    return int(seat_of(games.pending[g, games.next_play[g]]))


@jit
def low_card(games: Games, g: int) -> int:
    """T6-09: in phase ROW, the low card: the lowest revealed card not placed yet, which
    fits no row."""
    return int(card_of(games.pending[g, games.next_play[g]]))


@jit
def choose_row(games: Games, g: int, row: int) -> None:
    """T6-09: the low card's owner takes `row`; the placing goes on."""
    take_row(games, g, row)
    resolve(games, g)


@jit
def take_row(games: Games, g: int, row: int) -> None:
    """`choose_row` without the placing that goes on (see `reveal_cards`)."""
    play = games.pending[g, games.next_play[g]]
    games.next_play[g] += 1
    take_low(games, g, seat_of(play), row, card_of(play))
    games.phase[g] = CHOOSE


@jit
def _end_turn(games: Games, g: int) -> None:
    if games.hand_size[g] > 0:
        games.turn[g] += 1
        games.phase[g] = CHOOSE
    else:
        _end_round(games, g)


@jit
def _end_round(games: Games, g: int) -> None:
    """T6-11: score the round; T6-12..T6-14 decide whether the game goes on."""
    players = games.active.shape[1]
    for seat in range(players):
        games.totals[g, seat] += games.penalty[g, seat]
    rule, limit = games.rules[END], games.rules[LIMIT]
    if rule in (POINTS, ROUNDS):
        ends = False
        if rule == ROUNDS:
            ends = games.round[g] >= games.rules[MAX_ROUNDS]
        for seat in range(players):
            ends = ends or (rule == POINTS and games.active[g, seat] and games.totals[g, seat] >= limit)
        if ends:
            _fewest_win(games, g, False)
            _end_game(games, g)
            return
    else:
        # T6-14: above the limit is out; the last one left wins; if none is left, the
        # fewest points among those out this round win.
        left, last = 0, -1
        for seat in range(players):
            if games.active[g, seat] and games.totals[g, seat] <= limit:
                left += 1
                last = seat
        if left == 1:
            games.winners[g, :] = False
            games.winners[g, last] = True
        elif left == 0:
            _fewest_win(games, g, True)
        for seat in range(players):
            if games.totals[g, seat] > limit:
                games.active[g, seat] = False
        if left <= 1:
            _end_game(games, g)
            return
    start_round(games, g)


@jit
def _fewest_win(games: Games, g: int, only_active: bool) -> None:
    """T6-12/T6-14: the fewest points among all seats (or the active ones) share the win."""
    players = games.active.shape[1]
    best = -1
    for seat in range(players):
        if (not only_active or games.active[g, seat]) and (best < 0 or games.totals[g, seat] < best):
            best = games.totals[g, seat]
    for seat in range(players):
        games.winners[g, seat] = (not only_active or games.active[g, seat]) and games.totals[g, seat] == best


@jit
def _end_game(games: Games, g: int) -> None:
    """Report the game in `final`, `winners` and `done`; with autoreset deal a new one."""
    for seat in range(games.active.shape[1]):
        games.final[g, seat] = games.totals[g, seat]
    games.final_round[g] = games.round[g]
    games.done[g] = True
    games.games_played[g] += 1
    if games.rules[AUTORESET]:
        start_game(games, g)
    else:
        games.phase[g] = OVER
