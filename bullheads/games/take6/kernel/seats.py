"""The engine's per-seat contract on one kernel game, compiled (T6-04..T6-11).

`bullheads.games.take6.state.Take6State` answers one seat at a time: `to_act()`,
`legal(seat)`, `act(seat, action)`, `result()`, and `view(seat)` says what a seat sees.
The batch step (play.py) takes every seat's card at once; this module answers as the
engine does, seat by seat, on game `g` of a kernel batch, for the code that asks the
seats one after another (the AEC env, bullheads.envs.take6_kernel) or writes what a seat
sees (the compiled encoder, bullheads.envs.take6_batch). Those adapters only call these
functions and encode their answers; the rules are decided here.

The secret choices of a turn (T6-04) are not in `Games`: the caller holds them in
`chosen`, one entry per seat, the card chosen (negated when flipped, FAN-FLIP-2: see
kernel/flip.py) or 0 (at least as many entries as seats).
Drivers that reveal every seat's card in one step pass `NONE_CHOSEN`.

Actions are the engine's stable encoding (bullheads.games.take6.actions): card - 1 plays
a card, TAKE_BASE + row takes a row, FLIP_BASE + i plays a card flipped.
tests/test_take6_kernel.py checks every function here against the engine over seeded
random games.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from bullheads.games.take6.actions import FLIP_BASE, TAKE_BASE
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.config import MAX_PLAYERS
from bullheads.games.take6.deal import PER_HAND, ROWS
from bullheads.games.take6.kernel._jit import jit
from bullheads.games.take6.kernel.flip import FLIP_ACTION, FLIP_CARD, VALUE, choice_of
from bullheads.games.take6.kernel.games import CHOOSE, OVER, ROW, Games
from bullheads.games.take6.kernel.rounds import (
    begin_step,
    card_of,
    flipped_of,
    low_seat,
    resolve,
    reveal_cards,
    seat_of,
    start_game,
    take_row,
)

NONE_CHOSEN = np.zeros(MAX_PLAYERS, np.int32)
"""No seat has chosen its card yet, for as many seats as a game can have (MAX_PLAYERS):
the `chosen` of a driver that reveals every seat's card in one step (the batch step, the
vector env, which asks its agent before the others choose, T6-04)."""

ILLEGAL = -1
"""`act`: the action is not legal now; nothing changed."""
CHOSEN = 0
"""`act`: a secret choice was made (T6-04); other seats still choose, nothing was placed."""
PLACED = 1
"""`act`: cards were placed (the reveal, T6-05, or the low card's row, T6-09); nobody took
heads and the game goes on: `result()` is as it was."""
SCORED = 2
"""`act`: cards were placed and `result()` changed: a seat took heads (T6-10), or the game
ended (T6-12..T6-14) and has its winners."""
PLACING = 3
"""`begin_act`: cards wait to be placed: call `rounds.resolve`, then `end_act`."""


@jit
def start(games: Games, g: int, chosen: NDArray[np.int32]) -> None:
    """A new game in slot `g` (T6-03: the first round dealt); nobody has chosen (T6-04)."""
    start_game(games, g)
    chosen[:] = 0


@jit
def first_to_act(games: Games, g: int, chosen: NDArray[np.int32]) -> int:
    """The engine's `to_act()[0]`: the first active seat that has not chosen its card
    (T6-04), or the low card's owner (T6-09); -1 when the game is over."""
    for seat in range(games.active.shape[1]):
        if owes(games, g, chosen, seat):
            return seat
    return -1


@jit
def owes(games: Games, g: int, chosen: NDArray[np.int32], seat: int) -> bool:
    """Whether `seat` is in the engine's `to_act()`: in phase CHOOSE every active seat
    (T6-14) that has not chosen its card (T6-04), in phase ROW the low card's owner alone
    (T6-09); nobody when the game is over."""
    phase = games.phase[g]
    if phase == CHOOSE:
        return bool(games.active[g, seat]) and chosen[seat] == 0
    if phase == ROW:
        return seat == low_seat(games, g)
    return False


@jit
def is_legal(games: Games, g: int, chosen: NDArray[np.int32], seat: int, action: int) -> bool:
    """Whether `action` is in the engine's `legal(seat)`: a card of the seat's hand while it
    owes its choice (T6-04), flipped if it can be while the seat holds its Digit Flip
    (FAN-FLIP-2), or any of the four rows for the low card's owner (T6-09)."""
    if not 0 <= seat < games.active.shape[1] or not owes(games, g, chosen, seat):
        return False
    if games.phase[g] == ROW:
        return TAKE_BASE <= action < TAKE_BASE + ROWS
    flipped = FLIP_BASE <= action < FLIP_BASE + FLIP_CARD.shape[0]
    if not (0 <= action < DECK_SIZE or (flipped and games.flips[g, seat])):
        return False
    card = abs(choice_of(action))
    holds = False
    for slot in range(games.hand_size[g]):
        holds = holds or games.hands[g, seat, slot] == card
    return holds


@jit
def legal_actions(games: Games, g: int, chosen: NDArray[np.int32], seat: int, out: NDArray[np.int8]) -> None:
    """The engine's `legal(seat)` as a mask: out[action] true for each legal action (as
    `is_legal`: the cards of the hand, T6-04, those that can be flipped also flipped while
    the seat holds its Digit Flip, FAN-FLIP-2, or the four rows, T6-09), false elsewhere.
    `out` is an int8 or bool array at least TAKE_BASE + ROWS long, and as long as the
    engine's action count (actions.ACTION_COUNT) where the Digit Flip is in play."""
    out[:] = False
    if not owes(games, g, chosen, seat):
        return
    if games.phase[g] == ROW:
        out[TAKE_BASE : TAKE_BASE + ROWS] = True
    else:
        flips = games.flips[g, seat]
        for slot in range(games.hand_size[g]):
            card = games.hands[g, seat, slot]
            out[card - 1] = True
            if flips and VALUE[card]:
                out[FLIP_ACTION[card]] = True


@jit
def act(games: Games, g: int, chosen: NDArray[np.int32], seat: int, action: int) -> int:
    """The engine's `act(seat, action)`: ILLEGAL if `is_legal` refuses it (nothing
    changes); else the seat chooses its card in secret (T6-04), and the last choice
    reveals every card and places them lowest first (T6-05..T6-08, `chosen` is cleared);
    or the low card's owner takes a row and the placing goes on (T6-09). Returns CHOSEN,
    PLACED or SCORED (what changed). `games.heads` and `takes` report the placing as
    after a batch step; a choice that reveals nothing leaves them as they were.

    `begin_act`, `rounds.resolve` and `end_act`: a compiled entry point that calls
    `resolve` elsewhere too calls the three itself (see `begin_act`)."""
    answer = begin_act(games, g, chosen, seat, action)
    if answer == PLACING:
        resolve(games, g)
        answer = end_act(games, g)
    return answer


@jit
def begin_act(games: Games, g: int, chosen: NDArray[np.int32], seat: int, action: int) -> int:
    """`act` up to the placing: ILLEGAL if `is_legal` refuses the action (nothing changes);
    CHOSEN when the seat has chosen its card in secret (T6-04) and others still choose;
    PLACING when the last choice has revealed every card (T6-05; `chosen` is cleared) or
    the low card's owner has taken its row (T6-09): the cards wait to be placed, by
    `rounds.resolve(games, g)`, after which `end_act` says what changed.

    Split from `act` for compile time, as rounds.reveal_cards is from `reveal`: every
    call is inlined, and `resolve` inlined two calls deep (entry point, `act`, `resolve`)
    compiled the AEC env's step in 17 CPU-seconds instead of 13 with `resolve` called
    from the entry point itself."""
    if not is_legal(games, g, chosen, seat, action):
        return ILLEGAL
    if games.phase[g] == CHOOSE:
        chosen[seat] = choice_of(action)
        if first_to_act(games, g, chosen) >= 0:
            return CHOSEN
        begin_step(games, g)
        reveal_cards(games, g, chosen)
        chosen[:] = 0
    else:
        begin_step(games, g)
        take_row(games, g, action - TAKE_BASE)
    return PLACING


@jit
def end_act(games: Games, g: int) -> int:
    """After `begin_act`'s PLACING and `rounds.resolve`: SCORED if `result()` changed (a
    seat took heads, T6-10, or the game ended, T6-12..T6-14), else PLACED."""
    return SCORED if games.takes[g] > 0 or games.phase[g] == OVER else PLACED


@jit
def scores(games: Games, g: int, out: NDArray[np.int64]) -> None:
    """The engine's `result().scores` into `out`: the totals of the rounds scored, during
    a game plus the heads taken in the round so far (T6-11)."""
    over = games.phase[g] == OVER
    for seat in range(games.totals.shape[1]):
        out[seat] = games.totals[g, seat] + (0 if over else games.penalty[g, seat])


@jit
def choice(games: Games, g: int, chosen: NDArray[np.int32], seat: int) -> int:
    """The card `seat` has chosen this turn, or 0 (the view's `my_choice`, and `chosen`
    for every seat): its secret choice while the others choose (T6-04); in phase ROW its
    card revealed this turn, placed or not (T6-05); none when the game is over. Negated
    when flipped (FAN-FLIP-2: the view's `my_flip`)."""
    phase = games.phase[g]
    if phase == CHOOSE:
        return int(chosen[seat]) if games.active[g, seat] else 0
    if phase == ROW:
        for index in range(games.plays[g]):
            play = games.pending[g, index]
            if seat_of(play) == seat:
                return int(-card_of(play) if flipped_of(play) else card_of(play))
    return 0


@jit
def held(games: Games, g: int, seat: int) -> int:
    """How many cards `seat` holds (the view's `hand_sizes`): all seats still playing hold
    as many (T6-04); none for a seat out of the game (T6-14) or when the game is over."""
    if games.phase[g] == OVER or not games.active[g, seat]:
        return 0
    return int(games.hand_size[g])


@jit
def turns(games: Games, g: int) -> int:
    """The turns of a round (the view's `turns`): one for each card of a hand, which is
    dealt 10 (T6-03, T6-04; the professional deck deals 10 too, T6-15)."""
    return PER_HAND


@jit
def penalty_cards(games: Games, g: int, out: NDArray[np.float32]) -> None:
    """Every penalty pile's cards (T6-10) as out[card - 1] = 1, and 0 for the other cards:
    the cards gone from the hands this round (`gone`, the rows' first cards included)
    that lie in no row and are not revealed cards still to be placed."""
    for card in range(1, DECK_SIZE + 1):
        out[card - 1] = games.gone[g, card]
    for row in range(ROWS):
        for k in range(games.row_len[g, row]):
            out[games.rows[g, row, k] - 1] = 0
    for index in range(games.next_play[g], games.plays[g]):
        out[card_of(games.pending[g, index]) - 1] = 0
