"""A copy of a state copies every field: `clone` copies the fields one by one (a
compiled state has no `__dict__` to copy wholesale, bullheads.compiled), so a field left
out of a state's `_copy` would be shared with, or missing from, every copy the search
bots make."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bullheads.core.state import State
from bullheads.games.take6 import TAKE6, Take6Config
from bullheads.games.take11 import TAKE11, Take11Config

STATES: list[tuple[str, State[Any, Any], frozenset[str]]] = [
    # (id, a new game, the fields that are not plain copies: each game's own below)
    *(
        (f"take6-{index}", TAKE6.new(config, seed=5), frozenset({"_plays", "table"}))
        for index, config in enumerate(
            [
                Take6Config(players=4, end="rounds", rounds=2),
                Take6Config(players=5, fans=("even-odd", "mountaineering", "cow", "digit-flip")),
                Take6Config(players=3, professional="draft"),
                Take6Config(players=4, professional="deal", fans=("digit-flip",)),
                Take6Config(players=4, end="elimination", limit=20),
            ]
        )
    ),
    ("take11", TAKE11.new(Take11Config(players=4), seed=5), frozenset()),
]


def played(state: State[Any, Any], actions: int, seed: int) -> State[Any, Any]:
    """`state` after `actions` random legal actions."""
    rng = random.Random(seed)
    for _ in range(actions):
        seat = rng.choice(state.to_act())
        state.act(seat, rng.choice(state.legal(seat)))
    return state


@pytest.mark.skipif(not hasattr(TAKE6.new(), "__dict__"), reason="the compiled states keep no __dict__")
@pytest.mark.parametrize(("state", "own"), [pytest.param(state, own, id=case) for case, state, own in STATES])
def test_a_clone_copies_every_field_and_shares_no_list(state: Any, own: frozenset[str]) -> None:
    """A copy made over a blank state whose every field holds a marker keeps no marker;
    each field equals the original's, and no list, set or dict (nor one inside a list) is
    shared. `config` is shared (immutable) and `chance` is cloned."""
    original = played(state.clone(), 9, seed=5)
    marker = object()
    copy = type(original)(original.config, original.chance.clone())
    for name in vars(copy):
        if name not in {"config", "chance"}:
            setattr(copy, name, marker)
    copy._copy(original)
    assert [name for name, value in vars(copy).items() if value is marker] == []
    assert set(vars(copy)) == set(vars(original))
    for name, value in vars(original).items():
        if name in own | {"chance"}:
            continue
        assert getattr(copy, name) == value, name
        if isinstance(value, list | set | dict):
            assert getattr(copy, name) is not value, name
        if isinstance(value, list):
            for mine, theirs in zip(getattr(copy, name), value, strict=True):
                if isinstance(theirs, list | set):
                    assert mine is not theirs, name


def test_a_take6_clone_has_its_own_rows() -> None:
    """Take 6!'s own fields: the table is copied (its rows too)."""
    original = played(TAKE6.new(Take6Config(), seed=3), 9, seed=3)
    copy = original.clone()
    assert copy.table.rows == original.table.rows and copy.table.rows is not original.table.rows
