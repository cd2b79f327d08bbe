"""The Gymnasium env (bullheads.envs.gymnasium.BullheadsEnv): an episode's actions, the
agent's and the bots', replay in the engine with the same rewards for every game and
variant, the end-of-game rewards agree with the result, and the id with its module
prefix works in a fresh interpreter."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
from typing import Any

import pytest

pytest.importorskip("gymnasium", reason="the envs extra is not installed (pip install bullheads[envs])")

import numpy as np
from test_envs import CASES, IDS, final_rewards

import bullheads.envs.gymnasium as gym_module
from bullheads.core.errors import ConfigError
from bullheads.envs.gymnasium import BullheadsEnv
from bullheads.envs.table import REWARDS
from bullheads.games import GAMES


@pytest.mark.parametrize(("game", "config"), CASES, ids=IDS)
@pytest.mark.parametrize("reward", REWARDS)
@pytest.mark.parametrize("where", ["second", "last"])
def test_an_episode_replays_in_the_engine_with_the_same_rewards(
    game: str, config: dict[str, Any], reward: str, where: str
) -> None:
    """The env's deals and every action of the episode (the agent's, then the bots' until it
    owes a decision again) fed to the engine give each step's reward: the agent's change of
    score with the game's sign (`score`; the first step's from the start of the game, the
    bots' actions before it included), or 0 until the end and then its place or win worked
    out from the result (`rank`, `win`). The agent sits where bots may act first: the
    second seat, or the last (Numeranza co-op: the team seat)."""
    engine = GAMES[game]
    seats = len(engine.new(engine.config_from_json(config), seed=0).result().scores)
    seat = 1 % seats if where == "second" else seats - 1
    made = BullheadsEnv(game, config=config, opponents="random", seat=seat, reward=reward)
    observation, _ = made.reset(seed=13)
    state, rng = made.table.state, random.Random(17)
    steps: list[tuple[int, int, float]] = []  # (actions before the agent's, its index, the reward)
    over = state.over
    while not over:
        index = rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
        start = len(state.history)
        observation, gained, over, truncated, info = made.step(index)
        assert not truncated and "illegal" not in info
        steps.append((start, index, float(gained)))
    assert steps, "the agent was never asked"

    lower_wins = engine.lower_scores_win(made.table.config)
    sign = -1.0 if lower_wins else 1.0
    replay = engine.new(made.table.config, outcomes=state.outcomes)
    history = state.history
    start_score = replay.result().scores[seat]
    for seat_and_action in history[: steps[0][0]]:  # the bots before the agent's first decision
        replay.act(*seat_and_action)
    ends = [start for start, _, _ in steps[1:]] + [len(history)]
    for number, ((start, index, gained), end) in enumerate(zip(steps, ends, strict=True)):
        assert history[start] == (seat, engine.decode(made.table.codes[index]))
        before = start_score if number == 0 else replay.result().scores[seat]
        for seat_and_action in history[start:end]:
            replay.act(*seat_and_action)
        if reward == "score":
            expected = sign * (replay.result().scores[seat] - before)
        else:
            expected = final_rewards(lower_wins, replay.result(), reward)[seat] if replay.over else 0.0
        assert gained == expected, f"the step of history entry {start}"
    assert replay.over and replay.result() == state.result()


@pytest.mark.parametrize("players", [2, 3])
def test_a_game_over_before_the_seats_first_decision_is_no_episode(players: int) -> None:
    """Numeranza co-op's team seat may not be asked before the team loses (about a third of
    random games): `reset` passes such games over, so every episode starts at a decision of
    the seat, and says how many it passed over; the same seed passes over the same games."""
    config = {"variant": "coop", "players": players}
    made = BullheadsEnv("numeranza", config=config, opponents="random", seat=players)
    skipped = []
    for seed in range(30):
        observation, info = made.reset(seed=seed)
        state = made.table.state
        assert not state.over and players in state.to_act()
        assert observation["action_mask"].any()
        skipped.append(info.get("skipped"))
    assert all(isinstance(count, int) for count in skipped)
    assert sum(skipped) > 0, "no game ended before the team seat's first decision"
    again = [made.reset(seed=seed)[1]["skipped"] for seed in range(30)]
    assert again == skipped


def test_a_seat_that_never_decides_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """`reset` gives up with a clear error, not an endless loop, after SKIP_LIMIT games in a
    row in which the seat owed no decision (here the limit is set to 0 to reach it)."""
    monkeypatch.setattr(gym_module, "SKIP_LIMIT", 0)
    made = BullheadsEnv("numeranza", config={"variant": "coop", "players": 2}, opponents="random", seat=2)
    with pytest.raises(ConfigError, match="owed no decision"):
        made.reset(seed=1)


def test_the_id_with_its_module_loads_the_env_in_a_fresh_interpreter() -> None:
    """Gymnasium 1.x imports the module named before the colon, so no import of
    bullheads.envs is needed first (docs/envs.md)."""
    code = textwrap.dedent(
        """
        import sys
        import gymnasium
        assert "bullheads.envs" not in sys.modules
        made = gymnasium.make("bullheads.envs:bullheads/Take6-v0", opponents="random")
        observation, _ = made.reset(seed=1)
        print(made.spec.id, type(made.unwrapped).__name__, int(observation["action_mask"].sum()))
        """
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    env_id, class_name, legal = done.stdout.split()
    assert (env_id, class_name) == ("bullheads/Take6-v0", "BullheadsEnv") and int(legal) > 0
