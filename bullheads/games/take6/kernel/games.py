"""The state of a batch of Take 6! games: one array per field, the game index first.

`Games` is a named tuple of numpy arrays, so compiled functions read ``games.rows[g]``
the way the engine reads ``state.table.rows``. Cards are their numbers (1..104), seats
0..players-1, rows 0..3.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from numpy.typing import NDArray

from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.deal import PER_HAND, ROWS
from bullheads.games.take6.table import ROW_CAPACITY

CHOOSE, ROW, OVER = 0, 1, 2
"""The phases, as in the engine (bullheads.games.take6.state.Phase); no draft."""
POINTS, ROUNDS, ELIMINATION = 0, 1, 2
"""The end rules T6-12, T6-13 and T6-14 (bullheads.games.take6.config.EndRule)."""
PLAYERS, END, LIMIT, MAX_ROUNDS, PROFESSIONAL, AUTORESET, FANS = range(7)
"""The columns of `Games.rules`."""
EVEN_ODD, MOUNTAINEERING, COW, DIGIT_FLIP = 1, 2, 4, 8
"""The fan cards (FAN-EO, FAN-MT, FAN-COW on the rows, FAN-FLIP in the hands), as bits of
`Games.rules[FANS]`."""
STEERING = EVEN_ODD | MOUNTAINEERING
"""The fan cards that change which row a card goes to (`RowPiece.steers`): with only the
cow, the cards that go to a card's row before it are those of the gap below it."""
TAKES_PER_SEAT = 4
"""A seat's card takes at most one row (T6-08/T6-09), and the cow then at most the three
others (FAN-COW-5: each cow take leaves its row one card), so a step logs at most
4 takes per seat."""

Int = NDArray[np.int32]
Bool = NDArray[np.bool_]


class Games(NamedTuple):
    """B games in step. The rules are the same for all; each game has its own generator."""

    rules: Int
    """[7]: players, end rule, point limit, rounds, professional deck (0/1), autoreset (0/1),
    the fan cards (bits EVEN_ODD, MOUNTAINEERING, COW, DIGIT_FLIP; 0 for the base game)."""
    rng: NDArray[np.uint64]
    """[B]: each game's SplitMix64 state (bullheads.games.take6.kernel.rng)."""
    hands: Int
    """[B, P, 10]: the cards in hand, in no order; the first `hand_size` of each count."""
    hand_size: Int
    """[B]: the cards each seat still playing holds (all hold as many, T6-04)."""
    rows: Int
    """[B, 4, 5]: the rows; the first `row_len` cards of each count."""
    row_len: Int
    """[B, 4]"""
    row_heads: Int
    """[B, 4]: the heads in each row (T6-02)."""
    lasts: Int
    """[B, 4]: the last card of each row (rows[g, row, row_len[g, row] - 1]), kept with
    the rows: `rules.target` reads it for every card placed."""
    even_odd: Int
    """[B, 2]: the Even/Odd marker's row and the parity it shows (0 even, 1 odd; FAN-EO),
    row -1 when it is not in play."""
    mountain: Int
    """[B, 2]: the Mountaineering marker's row and its arrow (1: up, toward row 0;
    FAN-MT), row -1 when it is not in play."""
    cow: Int
    """[B]: the row the Jumping Cow stands in (FAN-COW), -1 when it is not in play."""
    flips: Bool
    """[B, P]: the seats that still hold their Digit Flip this round (FAN-FLIP-1)."""
    penalty: Int
    """[B, P]: the heads each seat has taken this round (T6-10)."""
    totals: Int
    """[B, P]: the points of the rounds scored (T6-11)."""
    active: Bool
    """[B, P]: the seats still playing (T6-14)."""
    gone: Bool
    """[B, 105]: the cards of this round that have left the hands (rows, penalty piles,
    revealed): what every seat has seen; the rule of thumb counts the rest as unseen."""
    phase: Int
    """[B]: CHOOSE, ROW (a low card's owner chooses a row, T6-09) or OVER."""
    round: Int
    """[B]: the round being played, from 1."""
    turn: Int
    """[B]: the turn of the round, 1..10."""
    pending: Int
    """[B, P]: the revealed plays of this turn, packed (rounds.pack) to sort in their placing
    order (T6-05, FAN-FLIP-4)."""
    next_play: Int
    """[B]: the index in `pending` of the next card to place."""
    plays: Int
    """[B]: how many cards this turn revealed."""
    heads: Int
    """[B, P]: the heads each seat took in the last step (a reward signal)."""
    takes: Int
    """[B]: how many takes the last step made (at most TAKES_PER_SEAT per seat)."""
    take_seat: Int
    """[B, 4P]: who took, in the order of the takes."""
    take_row: Int
    """[B, 4P]: which row."""
    take_size: Int
    """[B, 4P]: how many cards."""
    take_cards: Int
    """[B, 4P, 5]: the cards taken."""
    done: Bool
    """[B]: the game ended in the last step (with autoreset a new one has begun)."""
    final: Int
    """[B, P]: the final totals of the game that ended last in each slot."""
    winners: Bool
    """[B, P]: the winners of that game (T6-12, T6-14: the fewest points share the win)."""
    final_round: Int
    """[B]: how many rounds that game lasted."""
    games_played: Int
    """[B]: how many games have ended in each slot."""
    cards: Int
    """[P]: scratch for the cards of a turn, or their slots in the hands (one batch is
    played by one thread)."""
    deck: Int
    """[DECK_SIZE]: scratch for dealing."""
    seen: Bool
    """[DECK_SIZE + 1]: scratch for the search's re-deal (kernel/search.py)."""
    unseen_below: Int
    """[DECK_SIZE + 2]: scratch for the rule of thumb."""
    row_below: Int
    """[4, DECK_SIZE + 2]: scratch for the rule of thumb with fan cards on the rows."""
    hand_rows: Int
    """[10]: scratch for the rule of thumb with fan cards: the row of each card in hand."""


def new_games(games: int, players: int, rules: Int) -> Games:
    """Zeroed arrays for `games` games of `players` seats (`start` in rounds.py deals them)."""
    B, P = games, players
    zeros = np.zeros
    return Games(
        rules=rules,
        rng=zeros(B, np.uint64),
        hands=zeros((B, P, PER_HAND), np.int32),
        hand_size=zeros(B, np.int32),
        rows=zeros((B, ROWS, ROW_CAPACITY), np.int32),
        row_len=zeros((B, ROWS), np.int32),
        row_heads=zeros((B, ROWS), np.int32),
        lasts=zeros((B, ROWS), np.int32),
        even_odd=np.full((B, 2), -1, np.int32),
        mountain=np.full((B, 2), -1, np.int32),
        cow=np.full(B, -1, np.int32),
        flips=zeros((B, P), np.bool_),
        penalty=zeros((B, P), np.int32),
        totals=zeros((B, P), np.int32),
        active=zeros((B, P), np.bool_),
        gone=zeros((B, DECK_SIZE + 1), np.bool_),
        phase=zeros(B, np.int32),
        round=zeros(B, np.int32),
        turn=zeros(B, np.int32),
        pending=zeros((B, P), np.int32),
        next_play=zeros(B, np.int32),
        plays=zeros(B, np.int32),
        heads=zeros((B, P), np.int32),
        takes=zeros(B, np.int32),
        take_seat=zeros((B, TAKES_PER_SEAT * P), np.int32),
        take_row=zeros((B, TAKES_PER_SEAT * P), np.int32),
        take_size=zeros((B, TAKES_PER_SEAT * P), np.int32),
        take_cards=zeros((B, TAKES_PER_SEAT * P, ROW_CAPACITY), np.int32),
        done=zeros(B, np.bool_),
        final=zeros((B, P), np.int32),
        winners=zeros((B, P), np.bool_),
        final_round=zeros(B, np.int32),
        games_played=zeros(B, np.int32),
        cards=zeros(P, np.int32),
        deck=zeros(DECK_SIZE, np.int32),
        seen=zeros(DECK_SIZE + 1, np.bool_),
        unseen_below=zeros(DECK_SIZE + 2, np.int32),
        row_below=zeros((ROWS, DECK_SIZE + 2), np.int32),
        hand_rows=zeros(PER_HAND, np.int32),
    )
