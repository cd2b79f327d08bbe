"""Property tests of the fan cards: all 15 combinations of the four play seeded random games.

Every example plays one whole game with random legal actions (Digit Flips included) and
checks after every act:

- T6-10: cards are conserved (`cards_in_play() == dealt`, no card in two places);
- T6-08 with FAN-COW-3: every row holds 1 to `capacity` number cards (4 in the cow's row);
- FAN-EO, FAN-MT, FAN-COW: every marker stands on a row 0..3, the Even/Odd marker shows
  a parity, the Mountaineering arrow points down on row 1 and up on row 4;
- FAN-FLIP-1: a seat holds at most one Digit Flip and never flips twice in a round;
- T6-02: penalty heads are the heads of the penalty cards (printed values, FAN-FLIP-5);
- privacy: no other seat and no spectator sees whether a seat's secret choice is flipped;
- the game ends, and its record replays to the same views and result after a JSON round
  trip; a determinized copy and a rollout of the first position play on without error.

The number of examples per combination is FAN_PROPERTY_EXAMPLES (default 16); a one-off
run with thousands of games: ``FAN_PROPERTY_EXAMPLES=200 pytest tests/test_take6_fan_properties.py``.
"""

from __future__ import annotations

import itertools
import json
import os
import random
from collections import Counter

import pytest
from hypothesis import Phase as Stage
from hypothesis import given, settings
from hypothesis import strategies as st

from bullheads.core.record import parse, record_of, replay, result_json
from bullheads.games.take6 import HEADS, TAKE6, EndRule, Play, Take6Config, Take6State
from bullheads.games.take6.fans import FAN_CARDS
from bullheads.games.take6.rollout import rollout_round
from bullheads.games.take6.state import Phase

COMBINATIONS = [combo for size in range(1, 5) for combo in itertools.combinations(FAN_CARDS, size)]
EXAMPLES = int(os.environ.get("FAN_PROPERTY_EXAMPLES", "16"))
MAX_STEPS = 20_000


def check(state: Take6State, flipped_this_round: Counter[int]) -> None:
    """The invariants of the module docstring, for one position."""
    assert state.cards_in_play() == state.dealt
    places = [*state.hands, *state.table.rows, *state.penalty, [card for card, _ in state.pending]]
    counted = Counter(card for cards in places for card in cards)
    assert all(count == 1 for count in counted.values())
    if state.table.rows:
        assert len(state.table.rows) == 4
        for row, cards in enumerate(state.table.rows):
            assert 1 <= len(cards) <= state.table.capacity(row) <= 5
    for seat, cards in enumerate(state.penalty):
        assert state.penalty_heads[seat] == sum(HEADS[card] for card in cards)
    fans = state.view(None)["fans"]
    for name, marker in fans["markers"].items():
        assert 0 <= marker["row"] < 4
        if name == "even-odd":
            assert marker["shows"] in ("even", "odd")
        if name == "mountaineering":
            assert (marker["row"], marker["arrow"]) not in ((0, "up"), (3, "down"))
    assert all(count <= 1 for count in flipped_this_round.values())


def check_secret_flip(state: Take6State, seat: int) -> None:
    """Whether `seat`'s chosen card is flipped changes no view but its own."""
    if state.phase is not Phase.CHOOSE or not state.chosen[seat]:
        return
    other = state.clone()
    other.flipping[seat] = not other.flipping[seat]
    for viewer in [*range(state.config.players), None]:
        if viewer != seat:
            assert other.view(viewer) == state.view(viewer)


@pytest.mark.parametrize("fans", COMBINATIONS, ids=["+".join(combo) for combo in COMBINATIONS])
@settings(
    max_examples=EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    phases=(Stage.explicit, Stage.generate),
)
@given(
    seed=st.integers(0, 2**32 - 1), players=st.integers(2, 10), rounds=st.integers(1, 2), pro=st.booleans()
)
def test_random_games_keep_the_fan_invariants_and_replay(
    fans: tuple[str, ...], seed: int, players: int, rounds: int, pro: bool
) -> None:
    professional = pro and players <= 6
    config = Take6Config(
        players=players, end=EndRule.ROUNDS, rounds=rounds, professional=professional, fans=fans
    )
    state = TAKE6.new(config, seed=seed)
    rng = random.Random(seed)
    flipped: Counter[int] = Counter()
    current_round = state.round
    probed = False
    for _ in range(MAX_STEPS):
        if state.over:
            break
        if state.round != current_round:
            current_round, flipped = state.round, Counter()
        seat = rng.choice(state.to_act())
        legal = state.legal(seat)
        action = rng.choice(legal)
        if isinstance(action, Play) and action.flip:
            flipped[seat] += 1
        if not probed and state.phase is Phase.CHOOSE and state.turn == 2:
            probe(state, seat, rng)
            probed = True
        state.act(seat, action)
        check(state, flipped)
        check_secret_flip(state, seat)
    assert state.over
    record = parse(json.loads(record_of(state, seed=seed).dumps()))
    again = replay(record, TAKE6)
    assert result_json(again) == result_json(state)
    assert [again.view(seat) for seat in range(players)] == [state.view(seat) for seat in range(players)]


def probe(state: Take6State, seat: int, rng: random.Random) -> None:
    """A determinized copy plays its round out; a rollout returns heads for every seat."""
    heads = rollout_round(state, random.Random(rng.random()))
    assert len(heads) == state.config.players and all(value >= 0 for value in heads)
    other = state.determinize(seat, random.Random(rng.random()))
    round_now = other.round
    while not other.over and other.round == round_now:
        mover = other.to_act()[0]
        other.act(mover, other.legal(mover)[-1])
        assert other.cards_in_play() == other.dealt
