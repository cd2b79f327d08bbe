"""The search bot's Take 6! playouts, compiled: many worlds x every candidate card in one call.

`evaluate` does, for one card choice of one seat, what the search bot's steps 1 to 3 do
on the Python path (bullheads.bots.search, bullheads.bots.take6_playout), world after
world:

1. Re-deal what the seat cannot see (`redeal`): slot 0 of the batch holds what the seat
   knows (its hand, the rows, the cards gone this round, the heads taken); the cards of
   the round's deck that are neither in its hand nor gone are shuffled and dealt to the
   other seats still playing, as many as each holds (T6-03/T6-15, as
   `Take6State.determinize` re-deals them).
2. Draw each other seat careless with its chance (`careful[seat]` is its chance to play
   carefully, bullheads.bots.take6_rivals) and let it choose its card: a careless seat
   a random card of its hand, a careful one the rule of thumb's (policies.card_for, the
   kernel's copy of the heuristic bot, checked against it).
3. For every candidate, with the same random numbers: reveal the cards (T6-04), every
   low card's owner takes the cheapest row (T6-09), then the round is played out with
   random cards (play.play_game with one round to play). Each seat's total at the end
   of the round is valued as on the Python path, by the very functions it calls,
   compiled here: a careless seat keeps the rollout's heads, a careful one the heads it
   had after the current turn and its pace for the rest of the round
   (take6_playout.careful_rest), the searching seat the rollout's heads moved to its pace
   (take6_playout.moved_to_pace); the totals are worth the seat's chance to win
   (take6_outlook.win_chance, after take6_outlook.rounds_after under the points rule),
   or minus its total under elimination (T6-14).

Slot 1 holds the world, slot 2 the copy a candidate is played in. Everything is in
arrays the caller owns (bullheads.bots.take6_kernel holds them); nothing is allocated.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import numpy as np
from numpy.typing import NDArray

from bullheads.bots.take6_outlook import rounds_after, win_chance
from bullheads.bots.take6_playout import careful_rest, moved_to_pace
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.deal import ROWS
from bullheads.games.take6.kernel._jit import jit, jit_apart
from bullheads.games.take6.kernel.deal import deck_size
from bullheads.games.take6.kernel.games import OVER, ROW, Games
from bullheads.games.take6.kernel.play import play_game
from bullheads.games.take6.kernel.policies import CHEAPEST, RANDOM, RULE_OF_THUMB, card_for
from bullheads.games.take6.kernel.rng import below, next64, uniform
from bullheads.games.take6.kernel.rounds import begin_step, resolve, reveal_cards, take_row
from bullheads.games.take6.kernel.rules import cheapest_row
from bullheads.games.take6.kernel.value import Network, rest_of_round

KNOWN, WORLD, PLAYED = 0, 1, 2
"""The slots of a search batch: what the seat knows, a world, a candidate played in it."""
ROUNDS_LEFT, LIMIT, ELIMINATION, RANDOM_PACE, TURNS = range(5)
"""The entries of `evaluate`'s `setting`: the rounds after this one (negative: count them
with rounds_after, the points rule T6-12), the point limit, 1.0 under elimination (T6-14),
random play's heads a round (take6_playout.RANDOM_PACE) and the round's turns."""

_win_chance = cast(Callable[..., float], jit(win_chance))
_rounds_after = cast(Callable[..., float], jit(rounds_after))
_careful_rest = cast(Callable[..., float], jit(careful_rest))
_moved_to_pace = cast(Callable[..., float], jit(moved_to_pace))


@jit
def copy_slot(games: Games, source: int, target: int) -> None:
    """Game `source`'s state into slot `target` (its generator excepted)."""
    players = games.active.shape[1]
    for seat in range(players):
        games.active[target, seat] = games.active[source, seat]
        games.penalty[target, seat] = games.penalty[source, seat]
        games.totals[target, seat] = games.totals[source, seat]
        for slot in range(games.hand_size[source]):
            games.hands[target, seat, slot] = games.hands[source, seat, slot]
    for row in range(ROWS):
        size = games.row_len[source, row]
        games.row_len[target, row] = size
        games.row_heads[target, row] = games.row_heads[source, row]
        for slot in range(size):
            games.rows[target, row, slot] = games.rows[source, row, slot]
    for card in range(DECK_SIZE + 1):
        games.gone[target, card] = games.gone[source, card]
    games.hand_size[target] = games.hand_size[source]
    games.phase[target] = games.phase[source]
    games.round[target] = games.round[source]
    games.turn[target] = games.turn[source]


@jit
def redeal(games: Games, seat: int) -> None:
    """Step 1: slot WORLD becomes slot KNOWN with the other seats' hands dealt at random
    (from slot KNOWN's generator) from the cards `seat` has not seen."""
    copy_slot(games, KNOWN, WORLD)
    deck, seen = games.deck, games.seen
    size = deck_size(games, KNOWN)
    for card in range(DECK_SIZE + 1):
        seen[card] = games.gone[KNOWN, card]
    held = games.hand_size[KNOWN]
    for slot in range(held):
        seen[games.hands[KNOWN, seat, slot]] = True
    unseen = 0
    for card in range(1, size + 1):
        if not seen[card]:
            deck[unseen] = card
            unseen += 1
    drawn = 0
    for other in range(games.active.shape[1]):
        if other == seat or not games.active[KNOWN, other]:
            continue
        for slot in range(held):  # a partial Fisher-Yates shuffle, as deal.py draws
            pick = drawn + below(games.rng, KNOWN, unseen - drawn)
            card = deck[pick]
            deck[pick] = deck[drawn]
            deck[drawn] = card
            games.hands[WORLD, other, slot] = card
            drawn += 1


@jit_apart
def evaluate(
    games: Games,
    seat: int,
    candidates: NDArray[np.int32],
    careful: NDArray[np.float64],
    pace: NDArray[np.float64],
    totals: NDArray[np.float64],
    setting: NDArray[np.float64],
    worlds: int,
    values: NDArray[np.float64],
    chosen: NDArray[np.int32],
    careless: NDArray[np.int32],
    ends: NDArray[np.float64],
    net: Network,
) -> None:
    """Add to values[c] the value of playing candidates[c] now, summed over `worlds`
    worlds (module docstring). `careful`, `pace` and `totals` are per seat (the totals
    before this round); `chosen`, `careless` and `ends` are scratch, one entry per seat.
    With a `net` of any units, the rest of the round is valued by it (`_learned_ends`)."""
    for _ in range(worlds):
        _world(games, seat, careful, chosen, careless)
        playout = next64(games.rng, KNOWN)
        for index in range(candidates.shape[0]):
            copy_slot(games, WORLD, PLAYED)
            games.rng[PLAYED] = playout
            chosen[seat] = candidates[index]
            _turn(games, chosen)
            if net.first.shape[0] > 0:
                _learned_ends(games, careless, totals, ends, net)
            else:
                _ends(games, seat, careless, pace, totals, setting, ends)
            values[index] += _value(games, seat, pace, setting, ends)


@jit_apart
def _world(
    games: Games,
    seat: int,
    careful: NDArray[np.float64],
    chosen: NDArray[np.int32],
    careless: NDArray[np.int32],
) -> None:
    """Steps 1 and 2: a world in slot WORLD, the other seats' cards in `chosen`."""
    redeal(games, seat)
    games.rng[WORLD] = next64(games.rng, KNOWN)
    for other in range(games.active.shape[1]):
        careless[other] = 0
        if other != seat and games.active[KNOWN, other]:
            careless[other] = 1 if uniform(games.rng, KNOWN) >= careful[other] else 0
            policy = RANDOM if careless[other] else RULE_OF_THUMB
            chosen[other] = card_for(games, WORLD, other, policy)


@jit_apart
def _turn(games: Games, chosen: NDArray[np.int32]) -> None:
    """The current turn in slot PLAYED with the cards `chosen` (T6-04/T6-05); every low
    card's owner takes the cheapest row (T6-09), as in take6_playout."""
    begin_step(games, PLAYED)
    reveal_cards(games, PLAYED, chosen)
    resolve(games, PLAYED)
    while games.phase[PLAYED] == ROW:
        take_row(games, PLAYED, cheapest_row(games, PLAYED))
        resolve(games, PLAYED)


@jit_apart
def _rollout(games: Games) -> None:
    """The rest of the round in slot PLAYED: random cards, the cheapest row for a low card."""
    play_game(games, PLAYED, RANDOM, CHEAPEST)


@jit
def _ends(
    games: Games,
    seat: int,
    careless: NDArray[np.int32],
    pace: NDArray[np.float64],
    totals: NDArray[np.float64],
    setting: NDArray[np.float64],
    ends: NDArray[np.float64],
) -> None:
    """After the turn: play the round out and put each seat's expected total at the end
    of the round in `ends` (module docstring, step 3)."""
    over = games.phase[PLAYED] == OVER  # slot PLAYED has one round to play: it ended
    left = games.hand_size[PLAYED] / setting[TURNS]
    for other in range(games.active.shape[1]):  # the heads after the turn, for now
        ends[other] = games.totals[PLAYED, other] if over else games.penalty[PLAYED, other]
    if not over:
        _rollout(games)
    for other in range(games.active.shape[1]):
        rolled = float(games.totals[PLAYED, other])  # the round's heads: totals start at 0
        if other == seat:
            ends[other] = totals[other] + _moved_to_pace(rolled, left, pace[other], setting[RANDOM_PACE])
        elif careless[other]:
            ends[other] = totals[other] + rolled
        else:
            ends[other] = totals[other] + _careful_rest(ends[other], left, pace[other])


@jit
def _learned_ends(
    games: Games,
    careless: NDArray[np.int32],
    totals: NDArray[np.float64],
    ends: NDArray[np.float64],
    net: Network,
) -> None:
    """After the turn, the expert level's expected totals at the end of the round in
    `ends`: the searching seat and every careful seat, the heads taken so far and the
    network's heads for the rest of the round (kernel/value.py, learnt from careful
    play); a careless seat, the heads of a random rollout (as `_ends`), played only when
    the world has one."""
    players = games.active.shape[1]
    if games.phase[PLAYED] == OVER:  # slot PLAYED has one round to play: it ended
        for other in range(players):
            ends[other] = totals[other] + games.totals[PLAYED, other]
        return
    rollout = False
    for other in range(players):
        ends[other] = totals[other] + games.penalty[PLAYED, other]
        if careless[other]:
            rollout = True
        elif games.active[PLAYED, other]:
            ends[other] += rest_of_round(games, PLAYED, other, net)
    if rollout:
        _rollout(games)
        for other in range(players):
            if careless[other]:
                ends[other] = totals[other] + games.totals[PLAYED, other]


@jit
def _value(
    games: Games,
    seat: int,
    pace: NDArray[np.float64],
    setting: NDArray[np.float64],
    ends: NDArray[np.float64],
) -> float:
    """take6_outlook.game_value of the totals in `ends`."""
    if setting[ELIMINATION] > 0.0:
        return float(-ends[seat])
    active = games.active[KNOWN]
    rounds_left = setting[ROUNDS_LEFT]
    if rounds_left < 0.0:
        rounds_left = _rounds_after(int(setting[LIMIT]), ends, pace, active)
    return _win_chance(seat, ends, pace, active, rounds_left)
