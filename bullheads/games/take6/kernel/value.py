"""A learned value of a Take 6! position, compiled: the heads a seat will take in the rest
of the round, from a small neural network (bullheads.bots.take6_model holds its weights).

The search's `expert` level (kernel/search.py) asks it for every seat after the current
turn of every world, in place of a random rollout; `collect` plays rounds of the rule of
thumb to make its training data (bullheads.lab.train_value). Both read the position
through `features`, so the network sees in play exactly what it was trained on.

**The features** of seat `seat` in slot `g` at the start of a turn (a card choice), a
sparse vector of `WIDTH` entries given as (index, value) pairs:

- its hand: one entry per card (`HAND`);
- for each card of its hand, where the card would go now (T6-06/T6-07): a low card
  (T6-09) by the heads of the cheapest row (`LOW`); else the target row's length with how
  many of the other seats' cards would land on that row before it (`CROWD`), and that
  length with the row's heads (`HEADS`), and how many of its own cards fall in the same
  gap below it (`OWN`);
- the other seats' cards, counted by the gap they fall in (`GAPS`: low, or the row they
  go to, rows ordered by their last card);
- each row, in that order: its length, heads and last card (`ROWS`);
- the cards left in hand, the seats playing and the deck's size (`SIZES`).

In a search world the other seats' cards are the world's re-deal of the cards the seat has
not seen; in training they are the real ones.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from numpy.typing import NDArray

from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.deal import PER_HAND, ROWS
from bullheads.games.take6.kernel._jit import jit, jit_apart
from bullheads.games.take6.kernel.deal import deck_size
from bullheads.games.take6.kernel.games import CHOOSE, Games
from bullheads.games.take6.kernel.play import policy_step
from bullheads.games.take6.kernel.policies import CHEAPEST, RULE_OF_THUMB
from bullheads.games.take6.kernel.rounds import start_game
from bullheads.games.take6.kernel.rules import target
from bullheads.games.take6.table import NO_ROW, ROW_CAPACITY

BUCKETS = 5
"""Counts and heads are bucketed into 5 classes (`_bucket`)."""
HAND = 0
LOW = HAND + DECK_SIZE
CROWD = LOW + BUCKETS
HEADS = CROWD + ROW_CAPACITY * BUCKETS
OWN = HEADS + ROW_CAPACITY * BUCKETS
GAPS = OWN + BUCKETS
ROWS_AT = GAPS + ROWS + 1
ROW_FIELDS = ROW_CAPACITY + 2
SIZES = ROWS_AT + ROWS * ROW_FIELDS
WIDTH = SIZES + 3
"""The number of features."""
MOST = 2 * PER_HAND * 4 + ROWS + 1 + ROWS * 3 + 3
"""The most (index, value) pairs `features` writes: 4 per card of the hand and the rest."""
SCRATCH = 2 * ROWS + 1
"""The scratch entries `features` needs."""


@jit
def _bucket(count: int) -> int:
    """0, 1, 2, 3-4, 5 or more: the classes of a count of cards."""
    if count >= 5:
        return 4
    if count >= 3:
        return 3
    return count


@jit
def _heads_bucket(heads: int) -> int:
    """1, 2, 3-4, 5-7, 8 or more heads."""
    if heads >= 8:
        return 4
    if heads >= 5:
        return 3
    if heads >= 3:
        return 2
    return max(0, heads - 1)


@jit_apart
def features(
    games: Games,
    g: int,
    seat: int,
    scratch: NDArray[np.int32],
    index: NDArray[np.int32],
    value: NDArray[np.float64],
) -> int:
    """Write seat `seat`'s features in slot `g` (module docstring) into index/value; return
    how many pairs. `scratch` holds SCRATCH entries: the rows by their last card, then the
    other seats' cards per gap."""
    order, gaps = scratch[:ROWS], scratch[ROWS:]
    for row in range(ROWS):  # insertion sort of the rows by their last card
        last = games.lasts[g, row]
        at = row
        while at > 0 and games.lasts[g, order[at - 1]] > last:
            order[at] = order[at - 1]
            at -= 1
        order[at] = row
    n = 0
    held = games.hand_size[g]
    lightest = games.row_heads[g, 0]
    for row in range(1, ROWS):
        lightest = min(lightest, games.row_heads[g, row])
    gaps[:] = 0
    for other in range(games.active.shape[1]):
        if other == seat or not games.active[g, other]:
            continue
        for slot in range(held):
            card = games.hands[g, other, slot]
            row = target(games, g, card)
            gaps[_rank(order, row)] += 1
    for slot in range(held):
        card = games.hands[g, seat, slot]
        index[n], value[n] = HAND + card - 1, 1.0
        n += 1
        row = target(games, g, card)
        if row == NO_ROW:
            index[n], value[n] = LOW + _heads_bucket(lightest), 1.0
            n += 1
            continue
        last = games.lasts[g, row]
        length = games.row_len[g, row] - 1
        crowd = 0
        for other in range(games.active.shape[1]):
            if other != seat and games.active[g, other]:
                for at in range(held):
                    crowd += last < games.hands[g, other, at] < card
        own = 0
        for at in range(held):
            own += last < games.hands[g, seat, at] < card
        index[n], value[n] = CROWD + length * BUCKETS + _bucket(crowd), 1.0
        index[n + 1], value[n + 1] = HEADS + length * BUCKETS + _heads_bucket(games.row_heads[g, row]), 1.0
        index[n + 2], value[n + 2] = OWN + _bucket(own), 1.0
        n += 3
    for gap in range(ROWS + 1):
        index[n], value[n] = GAPS + gap, gaps[gap] / PER_HAND
        n += 1
    players = 0
    for other in range(games.active.shape[1]):
        players += games.active[g, other]
    for rank in range(ROWS):
        row = order[rank]
        at = ROWS_AT + rank * ROW_FIELDS
        index[n], value[n] = at + games.row_len[g, row] - 1, 1.0
        index[n + 1], value[n + 1] = at + ROW_CAPACITY, games.row_heads[g, row] / 10.0
        index[n + 2], value[n + 2] = (
            at + ROW_CAPACITY + 1,
            games.lasts[g, row] / DECK_SIZE,
        )
        n += 3
    index[n], value[n] = SIZES, held / PER_HAND
    index[n + 1], value[n + 1] = SIZES + 1, players / 10.0
    index[n + 2], value[n + 2] = SIZES + 2, deck_size(games, g) / DECK_SIZE
    return n + 3


@jit
def _rank(order: NDArray[np.int32], row: int) -> int:
    """The gap a card falls in: 0 below every row (a low card), else 1 + the rank of its
    target row by last card."""
    if row == NO_ROW:
        return 0
    for rank in range(ROWS):
        if order[rank] == row:
            return rank + 1
    return 0


@jit_apart
def predict(net: Network, n: int) -> float:
    """The network on the `n` (index, value) pairs in its feature scratch: two layers of
    rectified units and a linear output."""
    first, hidden = net.first, net.hidden
    units = first.shape[1]
    for unit in range(units):
        hidden[unit] = net.first_bias[unit]
    for k in range(n):
        row, weight = net.feature_index[k], net.feature_value[k]
        for unit in range(units):
            hidden[unit] += weight * first[row, unit]
    for unit in range(units):
        hidden[unit] = max(hidden[unit], 0.0)
    total = net.out_bias[0]
    for unit in range(net.second.shape[1]):
        h = net.second_bias[unit]
        for k in range(units):
            h += hidden[k] * net.second[k, unit]
        if h > 0.0:
            total += h * net.out[unit]
    return float(total)


@jit_apart
def collect(
    games: Games,
    rounds: int,
    index: NDArray[np.int32],
    value: NDArray[np.float64],
    counts: NDArray[np.int32],
    targets: NDArray[np.float64],
    scratch: NDArray[np.int32],
) -> int:
    """Training data: play `rounds` rounds of the rule of thumb in slot 0 (every seat; the
    cheapest row for a low card, T6-09) and write, at the start of every turn, each seat's
    features (pairs in index/value, counts[sample] of them at stride MOST) and, as its
    target, the heads it took from that turn to the end of the round. Returns the samples."""
    players = games.active.shape[1]
    samples = 0
    for _ in range(rounds):
        start_game(games, 0)
        first_sample = samples
        while True:
            if games.phase[0] == CHOOSE:
                for seat in range(players):
                    at = samples * MOST
                    counts[samples] = features(
                        games, 0, seat, scratch, index[at : at + MOST], value[at : at + MOST]
                    )
                    targets[samples] = -games.penalty[0, seat]
                    samples += 1
            policy_step(games, 0, RULE_OF_THUMB, CHEAPEST)
            if games.done[0]:  # the rules given: one round, then the game is over
                break
        for sample in range(first_sample, samples):  # the round's heads, scored into totals
            targets[sample] += games.totals[0, (sample - first_sample) % players]
    return samples


class Network(NamedTuple):
    """The network's weights (bullheads.bots.take6_model loads them) and the scratch its
    evaluation needs. `empty_network()` has no units: the search then values by rollouts."""

    first: NDArray[np.float64]
    """[WIDTH, H1]"""
    first_bias: NDArray[np.float64]
    second: NDArray[np.float64]
    """[H1, H2]"""
    second_bias: NDArray[np.float64]
    out: NDArray[np.float64]
    """[H2]"""
    out_bias: NDArray[np.float64]
    """[1]"""
    feature_index: NDArray[np.int32]
    """[MOST]: scratch for the features."""
    feature_value: NDArray[np.float64]
    """[MOST]"""
    hidden: NDArray[np.float64]
    """[H1]"""
    scratch: NDArray[np.int32]
    """[SCRATCH]"""


def network(
    first: NDArray[np.float64],
    first_bias: NDArray[np.float64],
    second: NDArray[np.float64],
    second_bias: NDArray[np.float64],
    out: NDArray[np.float64],
    out_bias: float,
) -> Network:
    """A network of these weights, with its scratch."""
    f64 = np.float64
    return Network(
        np.ascontiguousarray(first, f64),
        np.ascontiguousarray(first_bias, f64),
        np.ascontiguousarray(second, f64),
        np.ascontiguousarray(second_bias, f64),
        np.ascontiguousarray(out, f64),
        np.array([out_bias], f64),
        np.zeros(MOST, np.int32),
        np.zeros(MOST, f64),
        np.zeros(first.shape[1], f64),
        np.zeros(SCRATCH, np.int32),
    )


def empty_network() -> Network:
    """No network: the search values its worlds by rollouts."""
    empty = np.zeros((0, 0), np.float64)
    return network(empty, np.zeros(0), empty, np.zeros(0), np.zeros(0), 0.0)


@jit
def rest_of_round(games: Games, g: int, seat: int, net: Network) -> float:
    """The heads `seat` is expected to take in the rest of the round in slot `g`, from the
    start of a turn (at least 0)."""
    n = features(games, g, seat, net.scratch, net.feature_index, net.feature_value)
    return max(predict(net, n), 0.0)
