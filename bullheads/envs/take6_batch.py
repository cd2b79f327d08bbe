"""The Take 6! observation encoding and the agent's turn, compiled over a kernel batch.

`advance` is the vector env's step (bullheads.envs.vector): in every game it plays the
agent's action, lets the kernel's policies play the other seats until the agent owes its
next decision (a card, T6-04, or the row of its low card, T6-09) or the game is over, and
writes the agent's observation and action mask. A game found over is dealt anew first
(the env's autoreset).

`encode` is a second copy of `bullheads.envs.take6.Take6Encoding` for the base game (and
the professional deck dealt, whose hands stay secret), written from the kernel's arrays:
tests/test_envs_vector.py checks it against the Python encoder on the engine's views of
the same positions, value for value. It shows only what `view(seat)` shows: at the
agent's card choice nobody has chosen yet (the single env asks the agent first, too).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from bullheads.envs.take6 import PHASES
from bullheads.games.take6.actions import TAKE_BASE
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.deal import PER_HAND, ROWS
from bullheads.games.take6.kernel._jit import jit
from bullheads.games.take6.kernel.games import CHOOSE, OVER, ROW, Games
from bullheads.games.take6.kernel.policies import card_for, row_for
from bullheads.games.take6.kernel.rounds import (
    SEAT_BITS,
    begin_step,
    choose_row,
    low_seat,
    reveal,
    start_game,
)
from bullheads.games.take6.state import Phase

PHASE_SLOT = np.array(
    [PHASES.index(Phase.CHOOSE), PHASES.index(Phase.ROW), PHASES.index(Phase.OVER)], np.int32
)
"""The one-hot slot of each kernel phase (CHOOSE, ROW, OVER) in the encoder's phase field."""
SEAT_MASK = (1 << SEAT_BITS) - 1
NO_ACTION = -1
"""The agent has no decision to play (its game was just dealt anew)."""
NONE_CHOSEN = np.zeros(10, np.int32)
"""No seat has chosen its card yet (the vector env asks the agent first, T6-04)."""


@jit
def advance(
    games: Games,
    seat: int,
    card_policy: int,
    row_policy: int,
    actions: NDArray[np.int64],
    limit: float,
    professional: bool,
    observations: NDArray[np.float32],
    masks: NDArray[np.int8],
    rewards: NDArray[np.float64],
    ended: NDArray[np.bool_],
    illegal: NDArray[np.bool_],
) -> int:
    """One env step of every game; returns the length of the observations written.

    `rewards` get minus the heads the agent took (T6-10), `ended` the games that ended
    in the step, `illegal` the games whose action was not legal (they do not change).
    """
    written = 0
    for g in range(games.phase.shape[0]):
        rewards[g] = 0.0
        ended[g] = False
        illegal[g] = False
        action = actions[g]
        if games.phase[g] == OVER:
            start_game(games, g)
            action = NO_ACTION
        elif not _legal(games, g, seat, action):
            illegal[g] = True
        if not illegal[g]:
            rewards[g] = -float(_play(games, g, seat, card_policy, row_policy, action))
            ended[g] = action != NO_ACTION and games.phase[g] == OVER
        written = encode(games, g, seat, NONE_CHOSEN, limit, professional, observations[g])
        mask(games, g, seat, NONE_CHOSEN, masks[g])
    return written


@jit
def _legal(games: Games, g: int, seat: int, action: int) -> bool:
    """Whether `action` is the agent's legal decision now (a card of its hand, or a row)."""
    if games.phase[g] == ROW:
        return TAKE_BASE <= action < TAKE_BASE + ROWS
    held = False
    for slot in range(games.hand_size[g]):
        held = held or games.hands[g, seat, slot] == action + 1
    return held


@jit
def _play(games: Games, g: int, seat: int, card_policy: int, row_policy: int, action: int) -> int:
    """The agent's `action` (NO_ACTION: none), then the policies' decisions until the agent
    owes the next one or the game is over; the heads the agent took (T6-10).

    One loop with one call of each rule function: the kernel inlines every call, so each
    call site is compiled anew.
    """
    taken = 0
    while games.phase[g] != OVER:
        row_phase = games.phase[g] == ROW
        ours = low_seat(games, g) == seat if row_phase else games.active[g, seat]
        if ours and action == NO_ACTION:
            break
        begin_step(games, g)
        if row_phase:
            choose_row(games, g, action - TAKE_BASE if ours else row_for(games, g, row_policy))
        else:
            cards = games.cards
            for other in range(games.active.shape[1]):
                if games.active[g, other]:
                    cards[other] = action + 1 if other == seat else card_for(games, g, other, card_policy)
            reveal(games, g, cards)
        if ours:
            action = NO_ACTION
        taken += games.heads[g, seat]
    return taken


@jit
def mask(games: Games, g: int, seat: int, chosen: NDArray[np.int32], out: NDArray[np.int8]) -> None:
    """The seat's legal actions: its cards (card - 1) until it has chosen one this turn
    (`chosen[seat]`, T6-04), or the four rows if its low card waits for a row (T6-09)."""
    out[:] = 0
    if games.phase[g] == ROW:
        if low_seat(games, g) == seat:
            out[TAKE_BASE : TAKE_BASE + ROWS] = 1
    elif games.phase[g] == CHOOSE and games.active[g, seat] and chosen[seat] == 0:
        for slot in range(games.hand_size[g]):
            out[games.hands[g, seat, slot] - 1] = 1


@jit
def encode(
    games: Games,
    g: int,
    seat: int,
    chosen: NDArray[np.int32],
    limit: float,
    professional: bool,
    out: NDArray[np.float32],
) -> int:
    """`Take6Encoding.encode` of `view(seat)`, field by field; returns the length written.

    In phase CHOOSE the active seats that have not chosen (`chosen[other] == 0`) are to
    act, and the seat sees its own choice, still in its hand, and who has chosen (T6-04);
    in phase ROW every active seat has chosen and revealed, and the cards not placed yet
    are the revealed ones (T6-05); over, no hand, choice or revealed card.
    """
    players = games.active.shape[1]
    phase = games.phase[g]
    deck, ten, lim = DECK_SIZE, np.float32(10.0), np.float32(limit)
    out[:] = 0.0
    out[PHASE_SLOT[phase]] = 1.0
    at = len(PHASES)
    out[at] = np.float32(games.round[g]) / ten
    out[at + 1] = np.float32(games.turn[g]) / ten
    out[at + 2] = np.float32(PER_HAND) / ten
    at += 3
    if phase == ROW:
        out[at + (low_seat(games, g) - seat) % players] = 1.0
    elif phase == CHOOSE:
        for other in range(players):
            if games.active[g, other] and chosen[other] == 0:
                out[at + (other - seat) % players] = 1.0
    at += players
    for row in range(ROWS):
        for k in range(games.row_len[g, row]):
            out[at + games.rows[g, row, k] - 1] = 1.0
        at += deck
    for row in range(ROWS):
        out[at + row] = np.float32(games.row_heads[g, row]) / ten
    at += ROWS
    playing = phase != OVER and games.active[g, seat]
    if playing:
        for slot in range(games.hand_size[g]):
            out[at + games.hands[g, seat, slot] - 1] = 1.0
    at += deck
    if phase == ROW:
        for index in range(games.plays[g]):
            if games.pending[g, index] & SEAT_MASK == seat:
                out[at + (games.pending[g, index] >> SEAT_BITS) - 1] = 1.0
    elif phase == CHOOSE and chosen[seat] > 0:
        out[at + chosen[seat] - 1] = 1.0
    at += deck
    for k in range(players):
        other = (seat + k) % players
        if games.active[g, other] and phase != OVER:
            out[at + k] = np.float32(games.hand_size[g]) / np.float32(deck)
        if games.active[g, other] and (phase == ROW or (phase == CHOOSE and chosen[other] > 0)):
            out[at + players + k] = 1.0
    at += 2 * players
    if phase == ROW:
        for index in range(games.next_play[g], games.plays[g]):
            play = games.pending[g, index]
            out[at + (play >> SEAT_BITS) - 1] = 1 + ((play & SEAT_MASK) - seat) % players
        low = games.pending[g, games.next_play[g]]
        out[at + deck + (low >> SEAT_BITS) - 1] = 1.0
        out[at + 2 * deck + ((low & SEAT_MASK) - seat) % players] = 1.0
    at += 2 * deck + players
    _penalty_cards(games, g, out[at : at + deck])
    at += deck
    for k in range(players):
        other = (seat + k) % players
        out[at + k] = np.float32(games.penalty[g, other]) / lim
        out[at + players + k] = np.float32(games.totals[g, other]) / lim
        out[at + 2 * players + k] = 1.0 if games.active[g, other] else 0.0
    at += 3 * players
    if professional:  # the professional deck dealt: no open hands, no draft (all 0)
        at += players * deck + deck + players
    return int(at)


@jit
def _penalty_cards(games: Games, g: int, out: NDArray[np.float32]) -> None:
    """T6-10: the cards in the penalty piles: those gone from the hands this round that
    lie in no row and are not revealed cards still to be placed."""
    for card in range(1, DECK_SIZE + 1):
        if games.gone[g, card]:
            out[card - 1] = 1.0
    for row in range(ROWS):
        for k in range(games.row_len[g, row]):
            out[games.rows[g, row, k] - 1] = 0.0
    for index in range(games.next_play[g], games.plays[g]):
        out[(games.pending[g, index] >> SEAT_BITS) - 1] = 0.0
