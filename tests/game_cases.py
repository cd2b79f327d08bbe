"""The games and main variants that the checks over every game run on (the contract,
declared views): a new game or variant added here gets them all.

Each case is (id, game name, config JSON): small, so that a seeded random game ends in
well under a second."""

from __future__ import annotations

import random
from typing import Any

from bullheads.core.state import Game, State
from bullheads.games import GAMES

CASES: list[tuple[str, str, dict[str, Any]]] = [
    ("take6-base-3p", "take6", {"players": 3, "limit": 30}),
    ("take6-elimination-5p", "take6", {"players": 5, "end": "elimination", "limit": 20}),
    ("take6-draft-snake-4p", "take6", {"players": 4, "professional": True, "snake": True,
                                       "end": "rounds", "rounds": 1}),
    ("take6-deal-3p", "take6", {"players": 3, "professional": "deal", "end": "rounds", "rounds": 1}),
    ("take6-fans-3p", "take6", {"players": 3, "end": "rounds", "rounds": 1,
                                "fans": ["even-odd", "mountaineering", "cow", "digit-flip"]}),
    ("take11-2p", "take11", {"players": 2}),
    ("take11-4p", "take11", {"players": 4}),
    ("buffalo-1p", "buffalo", {"players": 1}),
    ("buffalo-3p", "buffalo", {"players": 3}),
    ("buffalo-6p", "buffalo", {"players": 6}),
    ("numeranza-target-2p", "numeranza", {"variant": "target", "players": 2, "turn_limit": 60}),
    ("numeranza-spiral-3p", "numeranza", {"variant": "spiral", "players": 3, "spiral_size": 6,
                                          "turn_limit": 60}),
    ("numeranza-trips-3p", "numeranza", {"variant": "trips", "players": 3, "turn_limit": 60}),
    ("numeranza-diamond-2p", "numeranza", {"variant": "diamond", "players": 2, "turn_limit": 60}),
    ("numeranza-coop-3p", "numeranza", {"variant": "coop", "players": 3, "turn_limit": 60}),
]  # fmt: skip


def new_state(name: str, config: dict[str, Any], seed: int) -> State[Any, Any]:
    game: Game[Any, Any] = GAMES[name]
    return game.new(game.config_from_json(config), seed=seed)


def seats_of(state: State[Any, Any]) -> list[int]:
    """Every seat that decides: the players, and Numeranza's co-op team seat, a seat of its
    own after the players' (V5; Beat the Buffalo's team seat is seat 0)."""
    rules = getattr(state, "rules", None)
    players: int = state.config.players
    return list(range(players if rules is None else rules.seats(players)))


def viewers(state: State[Any, Any]) -> list[int | None]:
    """Every seat that decides and the spectator (None)."""
    return [*seats_of(state), None]


def play_randomly(state: State[Any, Any], steps: int, seed: int) -> State[Any, Any]:
    """`state` after up to `steps` uniformly random legal actions (fewer if the game ends),
    drawn from a generator seeded with `seed`."""
    rng = random.Random(seed)
    for _ in range(steps):
        if state.over:
            break
        seat = rng.choice(state.to_act())
        state.act(seat, rng.choice(state.legal(seat)))
    return state
