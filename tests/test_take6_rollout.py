"""The lean rollout path agrees with the full state machine (one copy of the rules)."""

from __future__ import annotations

import random

import pytest

from bullheads.games.take6 import TAKE6, Play, Take6Config, TakeRow
from bullheads.games.take6.deal import shuffled_deal
from bullheads.games.take6.rollout import play_out, random_round, rollout_round
from bullheads.games.take6.state import Phase
from bullheads.games.take6.table import Table


@pytest.mark.parametrize("players", [2, 4, 7, 10])
@pytest.mark.parametrize("seed", range(25))
def test_T6_05_lean_path_matches_the_contract(players: int, seed: int) -> None:
    rng = random.Random(seed)
    hands, rows = shuffled_deal(rng, players)
    config = Take6Config(players=players, end="rounds", rounds=1)
    state = TAKE6.new(config, outcomes=[{"hands": hands, "rows": rows}])
    for turn in range(10):
        for seat in range(players):
            state.act(seat, Play(hands[seat][turn]))
        while state.phase is Phase.ROW:
            (owner,) = state.to_act()
            state.act(owner, TakeRow(state.table.cheapest_row()))
    lean = [0] * players
    play_out(Table(rows), [list(hand) for hand in hands], lean)
    assert state.over
    assert lean == list(state.result().scores)


def test_random_round_takes_heads_every_round() -> None:
    rng = random.Random(7)
    for _ in range(200):
        heads = random_round(rng, 4)
        # 40 cards on 4 rows of 5 places: at least one row is always taken.
        assert sum(heads) > 0


def test_rollout_round_keeps_the_state_and_honours_chosen_cards() -> None:
    state = TAKE6.new(Take6Config(players=3), seed=11)
    chosen = state.hands[1][0]
    state.act(1, Play(chosen))
    before = state.view(None), state.view(1), state.clone().history
    results = {tuple(rollout_round(state, random.Random(seed))) for seed in range(30)}
    assert (state.view(None), state.view(1), state.history) == before
    assert len(results) > 1
    for heads in results:
        assert all(value >= 0 for value in heads)


def test_rollout_round_needs_card_choices() -> None:
    config = Take6Config(players=2)
    state = TAKE6.new(config, outcomes=[{"hands": [[1], [50]], "rows": [[10], [20], [30], [40]]}])
    state.act(0, Play(1))
    state.act(1, Play(50))
    assert state.phase is Phase.ROW
    with pytest.raises(ValueError, match="card choices"):
        rollout_round(state, random.Random(0))
