"""A copy of a state copies every field: `clone` makes a blank state and copies the
fields one by one (a compiled class is made only through its `__init__`,
bullheads.compiled), so a field left out of a state's `_copy` would be shared with, or
missing from, every copy the search bots make."""

from __future__ import annotations

import random
from typing import Any

import pytest

try:
    from tests.game_cases import play_randomly
except ImportError:  # tests/ is on sys.path but is not a package
    from game_cases import play_randomly  # type: ignore[no-redef,import-not-found]

from bullheads.core.state import State
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig
from bullheads.games.numeranza.config import Variant
from bullheads.games.numeranza.state import NumeranzaState
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
    *(
        (f"buffalo-{players}", BUFFALO_GAME.new(BuffaloConfig(players=players), seed=5), frozenset({"table"}))
        for players in (1, 3, 6)
    ),
    *(
        (f"numeranza-{variant}", NUMERANZA.new(NumeranzaConfig(variant=variant), seed=5), frozenset())
        for variant in Variant
    ),
]


def fields(made: object) -> dict[str, Any]:
    """The fields of `made`: its `__dict__`, or a compiled class's declared attributes."""
    if hasattr(made, "__dict__"):
        return dict(vars(made))
    names = {name for kind in type(made).__mro__ for name in kind.__dict__.get("__mypyc_attrs__", ())}
    return {name: getattr(made, name) for name in names - {"__dict__"}}


@pytest.mark.parametrize(("state", "own"), [pytest.param(state, own, id=case) for case, state, own in STATES])
def test_a_clone_copies_every_field_and_shares_no_list(state: Any, own: frozenset[str]) -> None:
    """A copy made over a blank state whose every field holds a marker keeps no marker;
    each field equals the original's, and no list, set or dict (nor one inside a list) is
    shared. What the blank state is made with (`config`, `chance`, Numeranza's `rules`) is
    the state's own to copy: its `clone` passes copies of its own."""
    original = play_randomly(state.clone(), 25, seed=5)
    marker = object()
    rules = [original.rules] if isinstance(original, NumeranzaState) else []
    made = {"config", "chance", "rules"} if rules else {"config", "chance"}
    copy = type(original)(original.config, original.chance, *rules)
    for name in fields(copy):
        if name not in made:
            setattr(copy, name, marker)
    copy._copy(original)
    assert [name for name, value in fields(copy).items() if value is marker] == []
    assert set(fields(copy)) == set(fields(original))
    for name, value in fields(original).items():
        if name in own | made:
            continue
        assert getattr(copy, name) == value, name
        if isinstance(value, list | set | dict):
            assert getattr(copy, name) is not value, name
        if isinstance(value, list):
            for mine, theirs in zip(getattr(copy, name), value, strict=True):
                if isinstance(theirs, list | set):
                    assert mine is not theirs, name


def same_fields(copy: object, original: object) -> None:
    """Every field of `copy` equals `original`'s, and no list, set or dict is shared."""
    assert set(fields(copy)) == set(fields(original))
    for name, value in fields(original).items():
        assert getattr(copy, name) == value, name
        if isinstance(value, list | set | dict):
            assert getattr(copy, name) is not value, name


@pytest.mark.parametrize("variant", list(Variant))
def test_a_numeranza_clone_has_its_own_variant_rules_and_zones(variant: Variant) -> None:
    """Numeranza's own fields: the variant's rules copy every field of theirs (checked
    at every step of a whole game, so that they hold more than their defaults), and each
    seat's zones are copies."""
    state = NUMERANZA.new(NumeranzaConfig(variant=variant), seed=7)
    rng = random.Random(7)
    while not state.over:
        copy = state.clone()
        same_fields(copy.rules, state.rules)
        for mine, theirs in zip(copy.zones, state.zones, strict=True):
            assert mine == theirs and mine is not theirs and mine.hand is not theirs.hand
        seat = rng.choice(state.to_act())
        state.act(seat, rng.choice(state.legal(seat)))


@pytest.mark.parametrize(
    "state",
    [TAKE6.new(Take6Config(), seed=3), BUFFALO_GAME.new(BuffaloConfig(players=3), seed=3)],
    ids=["take6", "buffalo"],
)
def test_a_clone_has_its_own_rows(state: Any) -> None:
    """Take 6!'s and Beat the Buffalo's own field: the table is copied, its rows too."""
    original = play_randomly(state, 9, seed=3)
    copy = original.clone()
    assert copy.table.rows == original.table.rows and copy.table.rows is not original.table.rows
    assert all(mine is not theirs for mine, theirs in zip(copy.table.rows, original.table.rows, strict=True))
