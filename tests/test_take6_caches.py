"""The contract path's shortcuts change nothing: the card choices `legal` keeps listed
from turn to turn equal freshly listed ones after every action, in every variant, and a
state that hands out shared event instances still hands out equal events."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bullheads.games.take6 import TAKE6, Take6Config
from bullheads.games.take6.state import Take6State

CONFIGS = [
    Take6Config(players=4, end="rounds", rounds=2),
    Take6Config(players=3, end="rounds", rounds=2, fans=("digit-flip",)),
    Take6Config(players=5, end="rounds", rounds=2, fans=("even-odd", "mountaineering", "cow", "digit-flip")),
    Take6Config(players=3, end="rounds", rounds=2, professional="draft"),
    Take6Config(players=4, end="rounds", rounds=2, professional="deal", fans=("digit-flip",)),
    Take6Config(players=4, end="elimination", limit=20),
]


def fresh_legal(state: Take6State, seat: int) -> list[object]:
    """`legal` of a copy, which lists every choice anew (a clone keeps no listed ones)."""
    return list(state.clone().legal(seat))


@given(st.sampled_from(CONFIGS), st.integers(0, 2**32))
@settings(max_examples=30, deadline=None)
def test_listed_choices_follow_every_hand_and_digit_flip_change(config: Take6Config, seed: int) -> None:
    state = TAKE6.new(config, seed=seed)
    rng = random.Random(seed)
    players = range(config.players)
    while not state.over:
        for seat in players:
            assert state.legal(seat) == fresh_legal(state, seat)
        seat = rng.choice(state.to_act())
        legal = state.legal(seat)
        state.act(seat, legal[rng.randrange(len(legal))])
    for seat in players:
        assert state.legal(seat) == fresh_legal(state, seat) == []


def test_legal_hands_out_copies() -> None:
    """A caller may change the list it is given: the next answer is whole again."""
    state = TAKE6.new(Take6Config(), seed=1)
    first = state.legal(0)
    first.clear()
    assert len(state.legal(0)) == 10


def test_a_hand_replaced_from_outside_is_listed_anew() -> None:
    """Code that puts a new hand list in a state (tests, position editors) gets the new
    hand's choices."""
    state = TAKE6.new(Take6Config(), seed=1)
    state.legal(0)
    state.hands[0] = state.hands[0][:3]
    assert state.legal(0) == fresh_legal(state, 0)
    assert len(state.legal(0)) == 3


@given(st.integers(0, 2**32))
@settings(max_examples=10, deadline=None)
def test_shared_events_equal_fresh_ones(seed: int) -> None:
    """Events may be shared instances (CardChosen): each equals an event built anew from
    its fields (and its JSON is the same)."""
    state = TAKE6.new(Take6Config(players=4, end="rounds", rounds=1), seed=seed)
    rng = random.Random(seed)
    while not state.over:
        seat = rng.choice(state.to_act())
        legal = state.legal(seat)
        for made in state.act(seat, legal[rng.randrange(len(legal))]):
            fresh = type(made)(*(getattr(made, name) for name in made.__dataclass_fields__))
            assert made == fresh and made.to_json() == fresh.to_json()
