"""The lean path: whole turns played fast, for bot rollouts and large studies.

It calls the same placement rules as the state machine (`Table.target`, `Table.place`,
`Table.take`, T6-05..T6-09) but keeps no events, views, history or validation: the
callers are engine code that only ever plays cards from the hands it was given.
Seats are packed as card * 16 + index, so at most 16 seats (Take 6! has 10). A low
card takes the cheapest row, the usual rollout policy for the owner's choice (T6-09).

The lean path is the base game's. With fan cards a rollout plays the round out on a
copy of the state through the contract instead (same random policy, no Digit Flips), so
that the fan rules (cow takes, marker moves) are applied by their one copy.
"""

from __future__ import annotations

import random

from bullheads.core.chance import shuffle
from bullheads.games.take6.actions import PLAY, TAKE
from bullheads.games.take6.deal import shuffled_deal
from bullheads.games.take6.state import Phase, Take6State
from bullheads.games.take6.table import NO_ROW, Table


def play_out(table: Table, hands: list[list[int]], penalty: list[int]) -> None:
    """Play the hands in their order, one card per hand each turn; add heads to `penalty`.

    Turn t plays hands[i][t] for every i, so hands in random order make a random
    rollout. `hands` are the hands of the seats still playing; `penalty[i]` is hands[i]'s.
    """
    target, place, take, cheapest = table.target, table.place, table.take, table.cheapest_row
    row_heads = table.row_heads  # a taken row's heads are its heads before the take
    # card * 16 + index sorts like (card, index); zip gives each turn's plays.
    packed = [[card * 16 + index for card in hand] for index, hand in enumerate(hands)]
    for turn_plays in zip(*packed, strict=True):
        for play in sorted(turn_plays):  # T6-05: lowest card first
            card = play >> 4
            row = target(card)
            if row == NO_ROW:
                row = cheapest()
                penalty[play & 15] += row_heads[row]
                take(row, card)
            else:
                heads = row_heads[row]
                if place(row, card):
                    penalty[play & 15] += heads


def random_round(rng: random.Random, players: int) -> list[int]:
    """Deal a round (T6-03) and play it out at random: the heads each seat takes."""
    hands, rows = shuffled_deal(rng, players)
    penalty = [0] * players
    play_out(Table(rows), hands, penalty)
    return penalty


def rollout_round(state: Take6State, rng: random.Random) -> list[int]:
    """The heads each seat will have taken at the end of the current round if everyone
    plays at random from here; `state` is not changed.

    The state must wait for card choices (phase "choose"); a seat that has already chosen
    plays its chosen card in the current turn.
    """
    if state.phase is not Phase.CHOOSE:
        raise ValueError(f"a rollout starts from card choices, not from phase {state.phase.value!r}")
    if state.fan_cards:
        return _fan_rollout(state, rng)
    seats = [seat for seat, active in enumerate(state.active) if active]
    table = state.table.clone()
    penalty = [state.penalty_heads[seat] for seat in seats]
    hands = []
    for seat in seats:
        hand = list(state.hands[seat])
        shuffle(rng, hand)
        chosen = state.chosen[seat]
        if chosen:
            where = hand.index(chosen)
            hand[0], hand[where] = hand[where], hand[0]
        hands.append(hand)
    play_out(table, hands, penalty)
    result = [0] * len(state.active)
    for index, seat in enumerate(seats):
        result[seat] = penalty[index]
    return result


def _fan_rollout(state: Take6State, rng: random.Random) -> list[int]:
    """`rollout_round` with fan cards: the same policy played through the state machine."""
    copy = state.clone()
    copy.chance = state.chance.reseeded(rng)
    start = copy.round
    before = list(copy.totals)
    while copy.round == start and not copy.over:
        for seat in copy.to_act():
            if copy.phase is Phase.ROW:
                copy.act(seat, TAKE[copy.table.cheapest_row()])
            else:
                copy.act(seat, PLAY[rng.choice(copy.hands[seat])])
    return [after - total for after, total in zip(copy.totals, before, strict=True)]
