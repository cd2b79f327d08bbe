"""The search bot's Take 6! playouts, compiled: many worlds x every candidate card in one call.

`evaluate` does, for one card choice of one seat, what the search bot's steps 1 to 3 do
(bullheads.bots.search), world after world:

1. Draw each other seat careless with its chance (`careful[0, seat]` is its chance to
   play carefully, bullheads.bots.take6_rivals), a careless one also taking random rows
   for its low cards with its own chance (1 - `careful[1, seat]`, learnt from the rows
   it took), a careful one loose with its chance (1 - `careful[2, seat]`: it plays as a
   careful seat does, but its hand may hold the cards its reveals ruled out of a strict
   one's), then re-deal what the seat cannot see
   (`redeal`): slot 0 of the batch holds what the seat knows (its hand, the rows, the
   cards gone this round, the heads taken); the cards of the round's deck that are
   neither in its hand nor gone are dealt at random to the other seats still playing, as
   many as each holds (T6-03/T6-15, as `Take6State.determinize` re-deals them), except
   that a seat drawn strict gets none of the cards its reveals showed it did not hold
   (`avoid`, take6_rivals.Rivals.avoided) while others are left.
2. Let each other seat choose its card: a careless seat a random card of its hand, a
   careful one (strict or loose) the rule of thumb's (policies.choose_slot, the kernel's
   copy of the heuristic bot, checked against it).
3. For every candidate, with the same random numbers: reveal the cards (T6-04), then the
   round is played out as the world's players play (`_careful_rollout`): the careless
   seats random cards, the careful ones and the searching seat the rule of thumb's; a
   low card's owner (T6-09) takes a random row if drawn so (`RANDOM_ROWS`), as a random
   player picks any of its legal actions alike, else the cheapest, as the rule of thumb
   does. Each seat's total at the end of the round is worth the seat's chance to win
   (take6_outlook.win_chance, after take6_outlook.rounds_after under the points rule,
   the functions the Python playout calls, compiled here), or minus its total under
   elimination (T6-14).

The Python playout (take6_playout) cannot afford the rule of thumb's rollout (a card of
it costs about 18 µs in Python, 0.1 µs here): it plays the round out at random and
corrects the careful seats' heads by their pace. Played out carefully, the search won
80% of 200 games against rule-of-thumb bots where the random rollout and paces won 76%
(docs/bots.md).

Slot 1 holds the world, slot 2 the copy a candidate is played in. Everything is in
arrays the caller owns (bullheads.bots.take6_kernel holds them); nothing is allocated.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import numpy as np
from numpy.typing import NDArray

from bullheads.bots.take6_outlook import rounds_after, win_chance
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.deal import ROWS
from bullheads.games.take6.kernel._jit import jit, jit_apart
from bullheads.games.take6.kernel.deal import deck_size
from bullheads.games.take6.kernel.games import CHOOSE, OVER, ROW, Games
from bullheads.games.take6.kernel.play import play_game
from bullheads.games.take6.kernel.policies import (
    CHEAPEST,
    RANDOM,
    RULE_OF_THUMB,
    choose_slot,
    count_unseen,
    row_for,
)
from bullheads.games.take6.kernel.rng import below, next64, uniform
from bullheads.games.take6.kernel.rounds import (
    begin_step,
    choice_in,
    low_seat,
    resolve,
    reveal_cards,
    reveal_slots,
    take_row,
)
from bullheads.games.take6.kernel.value import Network, rest_of_round

KNOWN, WORLD, PLAYED = 0, 1, 2
"""The slots of a search batch: what the seat knows, a world, a candidate played in it."""
CARELESS, RANDOM_ROWS, LOOSE = 1, 2, 3
"""A seat's draw in a world (`careless[seat]`; 0: careful and strict): random cards and the
cheapest row for a low card, random cards and random rows, or careful and loose (the
rule of thumb's cards and rows, from a hand dealt without regard to its avoided cards)."""
ROUNDS_LEFT, LIMIT, ELIMINATION = range(3)
"""The entries of `evaluate`'s `setting`: the rounds after this one (negative: count them
with rounds_after, the points rule T6-12), the point limit and 1.0 under elimination
(T6-14)."""

_win_chance = cast(Callable[..., float], jit(win_chance))
_rounds_after = cast(Callable[..., float], jit(rounds_after))


@jit
def copy_slot(games: Games, source: int, target: int) -> None:
    """Game `source`'s state into slot `target` (its generator excepted)."""
    players = games.active.shape[1]
    for seat in range(players):
        games.active[target, seat] = games.active[source, seat]
        games.penalty[target, seat] = games.penalty[source, seat]
        games.totals[target, seat] = games.totals[source, seat]
        games.flips[target, seat] = games.flips[source, seat]
        for slot in range(games.hand_size[source]):
            games.hands[target, seat, slot] = games.hands[source, seat, slot]
    for row in range(ROWS):
        size = games.row_len[source, row]
        games.row_len[target, row] = size
        games.row_heads[target, row] = games.row_heads[source, row]
        games.lasts[target, row] = games.lasts[source, row]
        for slot in range(size):
            games.rows[target, row, slot] = games.rows[source, row, slot]
    for card in range(DECK_SIZE + 1):
        games.gone[target, card] = games.gone[source, card]
    for k in range(2):  # the fan cards on the rows (FAN-EO, FAN-MT, FAN-COW)
        games.even_odd[target, k] = games.even_odd[source, k]
        games.mountain[target, k] = games.mountain[source, k]
    games.cow[target] = games.cow[source]
    games.hand_size[target] = games.hand_size[source]
    games.phase[target] = games.phase[source]
    games.round[target] = games.round[source]
    games.turn[target] = games.turn[source]


AVOID_TRIES = 64
"""Draws a careful seat makes for a card it may hold before it takes whatever comes: with
nine in ten of the cards left avoided, about one card in a thousand is one it avoided."""


@jit
def redeal(games: Games, seat: int, careless: NDArray[np.int32], avoid: NDArray[np.bool_]) -> None:
    """Step 1: slot WORLD becomes slot KNOWN with the other seats' hands dealt at random
    (from slot KNOWN's generator) from the cards `seat` has not seen; first the seats
    drawn strict (`careless` 0), each from the cards its row of `avoid` leaves it, then
    the rest."""
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
    for careful_pass in (True, False):
        for other in range(games.active.shape[1]):
            if other == seat or not games.active[KNOWN, other] or (careless[other] == 0) != careful_pass:
                continue
            for slot in range(held):  # a partial Fisher-Yates shuffle, as deal.py draws
                pick = drawn + below(games.rng, KNOWN, unseen - drawn)
                tries = 1
                while careful_pass and avoid[other, deck[pick]] and tries < AVOID_TRIES:
                    pick = drawn + below(games.rng, KNOWN, unseen - drawn)
                    tries += 1
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
    avoid: NDArray[np.bool_],
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
    worlds (module docstring). `careful` holds two chances per seat (careful cards, then
    cheapest rows), `pace` and `totals` one per seat (the totals before this round),
    `avoid[seat, card]` whether a careful `seat` does not hold `card`;
    `chosen`, `careless` and `ends` are scratch, one entry per seat.
    With a `net` of any units, the rest of the round is valued by it (`_learned_ends`)."""
    for _ in range(worlds):
        _world(games, seat, careful, avoid, chosen, careless)
        _candidates(games, seat, candidates, pace, totals, setting, values, chosen, careless, ends, net)


@jit_apart
def _candidates(
    games: Games,
    seat: int,
    candidates: NDArray[np.int32],
    pace: NDArray[np.float64],
    totals: NDArray[np.float64],
    setting: NDArray[np.float64],
    values: NDArray[np.float64],
    chosen: NDArray[np.int32],
    careless: NDArray[np.int32],
    ends: NDArray[np.float64],
    net: Network,
) -> None:
    """Step 3 in the world of slot WORLD: every candidate played with the same random
    numbers, its value added to `values`.

    The turn and the rollout are inlined here, so that a world makes two calls of
    functions compiled apart (this one and `_world`), not two for every candidate: each
    such call copies the games' arrays onto the stack (over 260 words), and with a call
    per candidate one more array in `Games` made the search 1.2 to 1.45 times slower
    (docs/benchmarks.md)."""
    playout = next64(games.rng, KNOWN)
    for index in range(candidates.shape[0]):
        copy_slot(games, WORLD, PLAYED)
        games.rng[PLAYED] = playout
        chosen[seat] = candidates[index]
        _turn(games, chosen, careless)
        if net.first.shape[0] > 0:
            _learned_ends(games, careless, totals, ends, net)
        else:
            _ends(games, careless, totals, ends)
        values[index] += _value(games, seat, pace, setting, ends)


@jit_apart
def _world(
    games: Games,
    seat: int,
    careful: NDArray[np.float64],
    avoid: NDArray[np.bool_],
    chosen: NDArray[np.int32],
    careless: NDArray[np.int32],
) -> None:
    """Steps 1 and 2: a world in slot WORLD, the other seats' cards in `chosen`."""
    for other in range(games.active.shape[1]):
        careless[other] = 0
        if other == seat or not games.active[KNOWN, other]:
            continue
        if uniform(games.rng, KNOWN) >= careful[0, other]:
            careless[other] = RANDOM_ROWS if uniform(games.rng, KNOWN) >= careful[1, other] else CARELESS
        elif uniform(games.rng, KNOWN) >= careful[2, other]:
            careless[other] = LOOSE
    redeal(games, seat, careless, avoid)
    games.rng[WORLD] = next64(games.rng, KNOWN)
    count_unseen(games, WORLD)  # once for every careful seat
    for other in range(games.active.shape[1]):
        if other != seat and games.active[KNOWN, other]:
            chosen[other] = choice_in(
                games, WORLD, other, choose_slot(games, WORLD, other, _card_policy(careless[other]))
            )


@jit
def _card_policy(draw: int) -> int:
    """The card policy of a seat drawn `draw` in a world (`careless[seat]`)."""
    return RANDOM if draw in (CARELESS, RANDOM_ROWS) else RULE_OF_THUMB


@jit
def _turn(games: Games, chosen: NDArray[np.int32], careless: NDArray[np.int32]) -> None:
    """The current turn in slot PLAYED with the cards `chosen` (T6-04/T6-05); every low
    card's owner takes its row as the world's player would (`_take_low`, T6-09)."""
    begin_step(games, PLAYED)
    reveal_cards(games, PLAYED, chosen)
    resolve(games, PLAYED)
    while games.phase[PLAYED] == ROW:
        _take_low(games, careless)
        resolve(games, PLAYED)


@jit
def _take_low(games: Games, careless: NDArray[np.int32]) -> None:
    """T6-09 in slot PLAYED: the low card's owner takes a row, a seat this world draws
    with `RANDOM_ROWS` a random one (as a random player does: any legal action alike),
    the others the cheapest (the rule of thumb's row)."""
    owner = low_seat(games, PLAYED)
    policy = RANDOM if careless[owner] == RANDOM_ROWS else CHEAPEST
    take_row(games, PLAYED, row_for(games, PLAYED, policy))


@jit_apart
def _rollout(games: Games) -> None:
    """The rest of the round in slot PLAYED as random players play it: random cards and a
    random row for every low card, whatever row-taking `_take_low` would give a seat (the
    expert level's rollout of the seats drawn careless, `_learned_ends`)."""
    play_game(games, PLAYED, RANDOM, RANDOM)


@jit
def _careful_rollout(games: Games, careless: NDArray[np.int32]) -> None:
    """The rest of the round in slot PLAYED: the seats this world draws careless play
    random cards, the others (the searching seat too) the rule of thumb's, each from what
    it sees in the world; a low card's owner takes its row as `_take_low` says (T6-09)."""
    slots = games.cards
    while True:
        begin_step(games, PLAYED)
        if games.phase[PLAYED] == CHOOSE:
            count_unseen(games, PLAYED)  # once for every careful seat of the turn
            for other in range(games.active.shape[1]):
                if games.active[PLAYED, other]:
                    slots[other] = choose_slot(games, PLAYED, other, _card_policy(careless[other]))
            reveal_slots(games, PLAYED, slots)
        else:
            _take_low(games, careless)
        resolve(games, PLAYED)
        if games.done[PLAYED]:
            return


@jit
def _ends(
    games: Games, careless: NDArray[np.int32], totals: NDArray[np.float64], ends: NDArray[np.float64]
) -> None:
    """After the turn: play the round out (`_careful_rollout`) and put each seat's total
    at the end of the round in `ends` (module docstring, step 3)."""
    if games.phase[PLAYED] != OVER:  # slot PLAYED has one round to play: not yet ended
        _careful_rollout(games, careless)
    for other in range(games.active.shape[1]):
        ends[other] = totals[other] + games.totals[PLAYED, other]  # the round's heads: from 0


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
        if _card_policy(careless[other]) == RANDOM:
            rollout = True
        elif games.active[PLAYED, other]:
            ends[other] += rest_of_round(games, PLAYED, other, net)
    if rollout:
        _rollout(games)
        for other in range(players):
            if _card_policy(careless[other]) == RANDOM:
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
