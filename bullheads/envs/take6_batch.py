"""The Take 6! observation encoding and the agent's turn, compiled over a kernel batch.

`advance` is the vector env's step (bullheads.envs.vector): in every game it plays the
agent's action, lets the kernel's policies play the other seats until the agent owes its
next decision (a card, T6-04, or the row of its low card, T6-09) or the game is over, and
writes the agent's observation and action mask. A game found over is dealt anew first
(the env's autoreset). The rules are the kernel's: whether the action is legal and who
owes what (kernel/seats.py), the play (`play.play_for_seat`); this module only calls them
and encodes.

`encode` is a second copy of `bullheads.envs.take6.Take6Encoding` for the base game (and
the professional deck dealt, whose hands stay secret, and the fan cards), written from
the kernel's arrays:
tests/test_envs_vector.py checks it against the Python encoder on the engine's views of
the same positions, value for value. It shows only what `view(seat)` shows: at the
agent's card choice nobody has chosen yet (the single env asks the agent first, too).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from bullheads.envs.take6 import PHASES
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.deal import ROWS
from bullheads.games.take6.kernel._jit import jit
from bullheads.games.take6.kernel.games import FANS, OVER, ROW, Games
from bullheads.games.take6.kernel.play import NOTHING, play_for_seat
from bullheads.games.take6.kernel.rounds import (
    card_of,
    flipped_of,
    low_card,
    low_seat,
    seat_of,
    start_game,
    value_of,
)
from bullheads.games.take6.kernel.seats import (
    NONE_CHOSEN,
    choice,
    held,
    is_legal,
    legal_actions,
    owes,
    penalty_cards,
    turns,
)
from bullheads.games.take6.state import Phase

PHASE_SLOT = np.array(
    [PHASES.index(Phase.CHOOSE), PHASES.index(Phase.ROW), PHASES.index(Phase.OVER)], np.int32
)
"""The one-hot slot of each kernel phase (CHOOSE, ROW, OVER) in the encoder's phase field."""


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

    The kernel decides: whether the agent's action is legal (`seats.is_legal`), and the
    play (`play.play_for_seat`: the agent's action, then the policies' until the agent
    owes its next decision). `rewards` get minus the heads the agent took (T6-10), `ended`
    the games that ended in the step, `illegal` the games whose action was not legal (they
    do not change). The agent is asked before the others choose: `NONE_CHOSEN`.
    """
    written = 0
    for g in range(games.phase.shape[0]):
        rewards[g] = 0.0
        ended[g] = False
        illegal[g] = False
        action = actions[g]
        if games.phase[g] == OVER:
            start_game(games, g)
            action = NOTHING  # no decision to play: its game was just dealt anew
        elif not is_legal(games, g, NONE_CHOSEN, seat, action):
            illegal[g] = True
        if not illegal[g]:
            rewards[g] = -float(play_for_seat(games, g, seat, action, card_policy, row_policy))
            ended[g] = action != NOTHING and games.phase[g] == OVER
        written = encode(games, g, seat, NONE_CHOSEN, limit, professional, observations[g])
        legal_actions(games, g, NONE_CHOSEN, seat, masks[g])
    return written


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

    `chosen` holds the turn's secret choices (kernel/seats.py). What the view derives
    from the rules comes from the kernel's per-seat functions (`seats`): who is to act
    (`owes`), the turns of a round, the cards held, each seat's choice, the penalty
    piles; the rest is read from the kernel's arrays (rows, heads, totals, the revealed
    cards not placed yet and the low card, T6-09).
    """
    players = games.active.shape[1]
    phase = games.phase[g]
    deck, ten, lim = DECK_SIZE, np.float32(10.0), np.float32(limit)
    out[:] = 0.0
    out[PHASE_SLOT[phase]] = 1.0
    at = len(PHASES)
    out[at] = np.float32(games.round[g]) / ten
    out[at + 1] = np.float32(games.turn[g]) / ten
    out[at + 2] = np.float32(turns(games, g)) / ten
    at += 3
    for other in range(players):
        if owes(games, g, chosen, other):
            out[at + (other - seat) % players] = 1.0
    at += players
    for row in range(ROWS):
        for k in range(games.row_len[g, row]):
            out[at + games.rows[g, row, k] - 1] = 1.0
        at += deck
    for row in range(ROWS):
        out[at + row] = np.float32(games.row_heads[g, row]) / ten
    at += ROWS
    for slot in range(held(games, g, seat)):
        out[at + games.hands[g, seat, slot] - 1] = 1.0
    at += deck
    card = choice(games, g, chosen, seat)
    if card != 0:
        out[at + abs(card) - 1] = 1.0
    at += deck
    for k in range(players):
        other = (seat + k) % players
        out[at + k] = np.float32(held(games, g, other)) / np.float32(deck)
        if choice(games, g, chosen, other) != 0:
            out[at + players + k] = 1.0
    at += 2 * players
    if phase == ROW:
        for index in range(games.next_play[g], games.plays[g]):
            play = games.pending[g, index]
            out[at + card_of(play) - 1] = 1 + (seat_of(play) - seat) % players
        out[at + deck + low_card(games, g) - 1] = 1.0
        out[at + 2 * deck + (low_seat(games, g) - seat) % players] = 1.0
    at += 2 * deck + players
    penalty_cards(games, g, out[at : at + deck])
    at += deck
    for k in range(players):
        other = (seat + k) % players
        out[at + k] = np.float32(games.penalty[g, other]) / lim
        out[at + players + k] = np.float32(games.totals[g, other]) / lim
        out[at + 2 * players + k] = 1.0 if games.active[g, other] else 0.0
    at += 3 * players
    if professional:  # the professional deck dealt: no open hands, no draft (all 0)
        at += players * deck + deck + players
    if games.rules[FANS]:
        at = _markers(games, g, at, out)
        at = _flips(games, g, seat, card < 0, at, out)
    return int(at)


@jit
def _flips(games: Games, g: int, seat: int, mine: bool, at: int, out: NDArray[np.float32]) -> int:
    """`Take6Encoding._fans`' Digit Flip part (FAN-FLIP): who still holds one, from `seat`
    on; the values of this turn's revealed flipped cards (while they are placed); whether
    the seat's own choice is flipped (`mine`). All 0 without the Digit Flip."""
    players = games.active.shape[1]
    for k in range(players):
        out[at + k] = 1.0 if games.flips[g, (seat + k) % players] else 0.0
    at += players
    if games.phase[g] == ROW:
        for index in range(games.plays[g]):
            play = games.pending[g, index]
            if flipped_of(play):
                out[at + card_of(play) - 1] = value_of(play) / DECK_SIZE
    at += DECK_SIZE
    out[at] = 1.0 if mine else 0.0
    return at + 1


@jit
def _markers(games: Games, g: int, at: int, out: NDArray[np.float32]) -> int:
    """`Take6Encoding._fans`' markers, in MARKERS' order: the Even/Odd marker, the
    Mountaineering marker and the cow; returns where they stop."""
    at = _marker(games.even_odd[g, 0], games.even_odd[g, 1], at, out)
    at = _marker(games.mountain[g, 0], games.mountain[g, 1], at, out)
    return _marker(games.cow[g], 0, at, out)


@jit
def _marker(row: int, side: int, at: int, out: NDArray[np.float32]) -> int:
    """A marker's row one-hot (none when it is not in play) and the one two-sided fact it
    shows (odd cards; the arrow up)."""
    if row >= 0:
        out[at + row] = 1.0
        out[at + ROWS] = np.float32(side)
    return at + ROWS + 1
