"""Garbage thrown at `act` of every game changes nothing (the contract's boundary).

Run over the list of games (bullheads.games.GAMES), each with its default config, plus a
few variants: a new game gets these checks for free. At random reachable states (random
legal plays from a seeded game), every kind of garbage -- wrong types, floats, bools,
None, strings, other games' actions, out-of-range fields, other seats, seats that owe
nothing, actions not in `legal` -- must be an IllegalAction with a reason, and leave every
view, `to_act` and the history exactly as they were.
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

try:
    from tests.game_cases import play_randomly
except ImportError:  # tests/ is on sys.path but is not a package
    from game_cases import play_randomly  # type: ignore[no-redef,import-not-found]

from bullheads.core.errors import IllegalAction
from bullheads.core.state import Game, State
from bullheads.games import GAMES

VARIANTS: list[tuple[str, dict[str, Any]]] = [
    ("take6", {"professional": True, "players": 3}),
    ("take6", {"fans": ["even-odd", "mountaineering", "cow", "digit-flip"], "players": 3}),
    ("take6", {"end": "elimination", "limit": 10, "players": 3}),
    ("take11", {"players": 3}),
    ("buffalo", {"players": 1}),
    *(
        ("numeranza", {"variant": variant, "players": 2})
        for variant in ("target", "trips", "diamond", "coop")
    ),
]
SETUPS = [(name, {}) for name in GAMES] + [(name, config) for name, config in VARIANTS if name in GAMES]
NOT_ACTIONS: list[Any] = [None, 4, 4.0, True, "play 4", {"play": 4}, [4], object()]
BAD_SEATS: list[Any] = [True, False, 0.0, 1.0, "0", "1", None, -1, 10**9, [0]]
BAD_VALUES: list[Any] = [1.0, 0.5, True, False, None, "1", -1, 10**9, [1]]


def play(game: Game[Any, Any], config: dict[str, Any], seed: int, steps: int) -> State[Any, Any]:
    """A state reached by `steps` random legal actions from a seeded game."""
    return play_randomly(game.new(game.config_from_json(config), seed=seed), steps, seed)


def snapshot(state: State[Any, Any]) -> str:
    """Everything a refused action must leave as it was, as JSON text."""
    seats = [None, *range(state.config.players), *state.to_act()]
    return json.dumps(
        {
            "views": [state.view(seat) for seat in seats],
            "to_act": state.to_act(),
            "history": [[seat, action.to_json()] for seat, action in state.history],
            "outcomes": state.outcomes,
        },
        sort_keys=True,
        default=str,
    )


def spoiled(action: Any) -> list[Any]:
    """`action` with each field in turn replaced by a value of the wrong type or range."""
    if not dataclasses.is_dataclass(action):
        return []
    return [
        dataclasses.replace(action, **{field.name: value})
        for field in dataclasses.fields(action)
        for value in BAD_VALUES
        if not (type(value) is type(getattr(action, field.name)) and value == getattr(action, field.name))
    ]


def garbage(state: State[Any, Any], name: str) -> list[tuple[Any, Any]]:
    """(seat, action) pairs that `act` must refuse in `state`."""
    players = state.config.players
    waiting = state.to_act()
    seat = waiting[0] if waiting else 0
    legal = state.legal(seat)
    sample = legal[:3] or [GAMES[name].decode(0)]
    pairs: list[tuple[Any, Any]] = [(seat, thing) for thing in NOT_ACTIONS]
    pairs += [(bad, action) for bad in [*BAD_SEATS, players, players + 1] for action in sample]
    pairs += [(seat, bad) for action in sample for bad in spoiled(action)]
    pairs += [(other, action) for other in range(players) if other not in waiting for action in sample]
    for other_name, other_game in GAMES.items():
        if other_name != name:
            pairs += [(seat, other_game.decode(index)) for index in (0, 1, 104)]
    rng = random.Random(len(state.history))
    pairs += [(seat, action) for action in decoded(GAMES[name], [rng.randrange(1500) for _ in range(40)])]
    return [(who, action) for who, action in pairs if not is_legal(state, who, action)]


def is_legal(state: State[Any, Any], seat: Any, action: Any) -> bool:
    """Whether `seat` may play exactly `action` now (repr tells 1.0 and True from 1, which
    == does not): such a pair is no garbage."""
    if type(seat) is not int or seat not in state.to_act():
        return False
    return repr(action) in {repr(legal) for legal in state.legal(seat)}


def decoded(game: Game[Any, Any], codes: list[int]) -> list[Any]:
    """The game's actions with these integer codes (codes it has no action for are skipped)."""
    actions = []
    for code in codes:
        try:
            actions.append(game.decode(code))
        except ValueError:
            continue
    return actions


@pytest.mark.parametrize(
    ("name", "config"), SETUPS, ids=lambda value: json.dumps(value) if value else "default"
)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**16), steps=st.integers(0, 120))
def test_garbage_actions_are_refused_and_change_nothing(
    name: str, config: dict[str, Any], seed: int, steps: int
) -> None:
    state = play(GAMES[name], config, seed, steps)
    before = snapshot(state)
    for seat, action in garbage(state, name):
        with pytest.raises(IllegalAction) as refused:
            state.act(seat, action)
        reason = refused.value.reason
        assert reason and reason.strip() == reason and "\n" not in reason, (seat, action, reason)
        assert snapshot(state) == before, f"act({seat!r}, {action!r}) changed the state: {reason}"
