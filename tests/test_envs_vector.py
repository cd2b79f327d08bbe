"""The vectorized Take 6! env (bullheads.envs.vector): the vector API by hand (Gymnasium
1.4 has no checker for vector envs), autoreset, seeding, and the compiled encoder and the
rewards checked against the engine replaying the same games."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

pytest.importorskip("gymnasium", reason="the envs extra is not installed (pip install bullheads[envs])")
pytest.importorskip("numba", reason="the kernel extra is not installed (pip install bullheads[kernel])")

import gymnasium
import numpy as np
from gymnasium.vector import AutoresetMode

import bullheads.envs
from bullheads.bots.base import decide
from bullheads.bots.take6_heuristic import Take6HeuristicBot
from bullheads.core.errors import ConfigError
from bullheads.envs.table import Table
from bullheads.envs.vector import Take6VectorEnv
from bullheads.games.take6 import TAKE6
from bullheads.games.take6.kernel.check import deal_of

pytestmark = pytest.mark.xdist_group("vector-kernel")
"""The vector env's compiled step compiles for minutes the first time: its tests share one
worker, beside the other groups of compiled code (scripts/check: --dist loadgroup)."""

VECTOR_ID = "bullheads/Take6Vector-v0"
Observation = dict[str, np.ndarray[Any, Any]]


def _random_actions(observation: Observation, rng: np.random.Generator) -> np.ndarray[Any, Any]:
    """A random legal action in every game (0 where a game has none: it is dealt anew)."""
    mask = observation["action_mask"].astype(bool)
    noise = rng.random(mask.shape) * mask
    return noise.argmax(axis=1)


def test_make_vec_builds_the_kernel_env_with_its_spaces() -> None:
    envs = gymnasium.make_vec(VECTOR_ID, num_envs=3, config={"players": 5}, opponents="random", seat=2)
    assert isinstance(envs.unwrapped, Take6VectorEnv)
    assert envs.metadata["autoreset_mode"] is AutoresetMode.NEXT_STEP
    single = bullheads.envs.BullheadsEnv("take6", config={"players": 5}, seat=2)
    assert envs.single_observation_space == single.observation_space
    assert envs.single_action_space == single.action_space
    observation, info = envs.reset(seed=1)
    assert info == {} and envs.observation_space.contains(observation)
    assert observation["observation"].shape == (3, single.table.encoding.size)
    observation, rewards, terminated, truncated, info = envs.step(
        _random_actions(observation, np.random.default_rng(0))
    )
    assert envs.observation_space.contains(observation)
    assert rewards.shape == terminated.shape == truncated.shape == (3,)
    assert rewards.dtype == np.float64 and terminated.dtype == truncated.dtype == np.bool_
    assert not truncated.any() and "illegal" not in info
    envs.close()


def test_the_same_seed_plays_the_same_games() -> None:
    runs = []
    for seed in (5, 5, 6):
        envs = Take6VectorEnv(4, opponents="random")
        observation, _ = envs.reset(seed=seed)
        rng, trace = np.random.default_rng(1), [observation["observation"]]
        for _ in range(30):
            observation, rewards, *_ = envs.step(_random_actions(observation, rng))
            trace += [observation["observation"], rewards]
        runs.append(trace)
    assert all(np.array_equal(a, b) for a, b in zip(runs[0], runs[1], strict=True))
    assert not all(np.array_equal(a, b) for a, b in zip(runs[0], runs[2], strict=True))


def test_autoreset_next_step_deals_a_new_game_after_the_last_observation() -> None:
    envs = Take6VectorEnv(2, {"players": 3, "end": "rounds", "rounds": 1}, opponents="random")
    observation, _ = envs.reset(seed=2)
    rng = np.random.default_rng(3)
    for _ in range(20):  # one round: ten cards, and maybe a low card's row
        observation, _, terminated, *_ = envs.step(_random_actions(observation, rng))
        if terminated[0]:
            break
    assert terminated[0] and not observation["action_mask"][0].any()
    actions = _random_actions(observation, rng)
    actions[0] = 999  # ignored: the slot is dealt anew
    observation, rewards, terminated, _, info = envs.step(actions)
    assert not terminated[0] and rewards[0] == 0.0 and "illegal" not in info
    assert observation["action_mask"][0].sum() == 10 and envs.batch.state.round[0] == 1


def test_an_illegal_action_changes_nothing_in_its_game() -> None:
    envs = Take6VectorEnv(2, opponents="random")
    observation, _ = envs.reset(seed=4)
    actions = _random_actions(observation, np.random.default_rng(0))
    actions[1] = int(np.flatnonzero(observation["action_mask"][1] == 0)[0])
    after, rewards, _, _, info = envs.step(actions)
    assert info["illegal"].tolist() == [False, True] and rewards[1] == 0.0
    assert np.array_equal(after["observation"][1], observation["observation"][1])
    assert not np.array_equal(after["observation"][0], observation["observation"][0])


def test_bad_options_are_clear_errors() -> None:
    with pytest.raises(ConfigError, match="unknown opponents"):
        Take6VectorEnv(2, opponents="genius")
    with pytest.raises(ConfigError, match="the seat must be"):
        Take6VectorEnv(2, seat=4)
    with pytest.raises(ConfigError, match="the open draft is not covered"):
        Take6VectorEnv(2, {"professional": True, "players": 3})
    with pytest.raises(ValueError, match="one action per game"):
        Take6VectorEnv(2).step(np.zeros(3, np.int64))


@dataclasses.dataclass
class Episode:
    """One game of one slot as the vector env played it."""

    deals: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    observations: list[Observation] = dataclasses.field(default_factory=list)
    actions: list[int] = dataclasses.field(default_factory=list)
    rewards: list[float] = dataclasses.field(default_factory=list)
    over: bool = False


def _play(envs: Take6VectorEnv, steps: int, seed: int) -> list[Episode]:
    """Every episode the vector env plays in `steps` steps of random legal actions, with
    each round's deal read from the kernel at the agent's first decision in it."""
    observation, _ = envs.reset(seed=seed)
    rng, state = np.random.default_rng(seed), envs.batch.state

    def begin(g: int) -> Episode:
        return Episode(
            deals=[deal_of(state, g)], observations=[{key: value[g] for key, value in observation.items()}]
        )

    episodes = [begin(g) for g in range(envs.num_envs)]
    rounds = state.round.copy()
    done: list[Episode] = []
    for _ in range(steps):
        actions = _random_actions(observation, rng)
        observation, rewards, terminated, *_ = envs.step(actions)
        for g, episode in enumerate(episodes):
            if episode.over:  # this step dealt a new game in the slot
                done.append(episode)
                episodes[g], rounds[g] = begin(g), state.round[g]
                continue
            episode.actions.append(int(actions[g]))
            episode.rewards.append(float(rewards[g]))
            episode.observations.append({key: value[g] for key, value in observation.items()})
            episode.over = bool(terminated[g])
            if not episode.over and state.round[g] != rounds[g]:
                rounds[g] = state.round[g]
                episode.deals.append(deal_of(state, g))
    return done + episodes


def _replay(episode: Episode, config: dict[str, Any], seat: int, reward: str) -> Table:
    """The episode played again through the engine, the other seats by the heuristic bot
    (whose choices the kernel's rule of thumb repeats): every observation, action mask and
    reward must be the vector env's."""
    table = Table("take6", config, reward)
    table.state = TAKE6.new(table.config, outcomes=episode.deals)
    table.scores = list(table.state.result().scores)
    bot = Take6HeuristicBot()

    def others() -> float:
        gained, state = 0.0, table.state
        while not state.over and seat not in state.to_act():
            other = state.to_act()[0]
            gained += table.act(other, table.index_of[decide(bot, state, other).encode()])[seat]
        return gained

    others()
    for number, action in enumerate(episode.actions):
        seen = table.observe(seat)
        batch = episode.observations[number]
        assert np.array_equal(seen["observation"], batch["observation"]), f"observation {number}"
        assert np.array_equal(seen["action_mask"], batch["action_mask"]), f"action mask {number}"
        gained = table.act(seat, action)[seat] + others()
        assert gained == episode.rewards[number], f"reward {number}"
    assert table.state.over == episode.over
    last = table.observe(seat)
    assert np.array_equal(last["observation"], episode.observations[-1]["observation"]), "last observation"
    assert np.array_equal(last["action_mask"], episode.observations[-1]["action_mask"]), "last action mask"
    return table


ROW_FANS = ["even-odd", "mountaineering", "cow"]
CASES = [
    ({"players": 4}, 1, "score"),
    ({"players": 3, "end": "rounds", "rounds": 2, "professional": "deal"}, 2, "rank"),
    ({"players": 6, "limit": 30}, 5, "win"),
    ({"players": 2, "limit": 20}, 0, "score"),
    ({"players": 5, "end": "rounds", "rounds": 2, "fans": ["even-odd", "mountaineering", "cow"]}, 3, "score"),
    ({"players": 4, "end": "rounds", "rounds": 2, "fans": ["cow"]}, 0, "score"),
    ({"players": 3, "end": "rounds", "rounds": 2, "fans": ["digit-flip"]}, 1, "score"),
    (
        {
            "players": 4,
            "end": "rounds",
            "rounds": 2,
            "fans": ["even-odd", "mountaineering", "cow", "digit-flip"],
        },
        2,
        "win",
    ),
]


@pytest.mark.parametrize(("config", "seat", "reward"), CASES)
def test_the_compiled_encoder_and_the_rewards_are_the_engines(
    config: dict[str, Any], seat: int, reward: str
) -> None:
    """Each game's deals and the agent's actions replayed in the engine give the batch's
    observations (`encode(view(seat))`, identical arrays), masks and rewards; in a whole
    game the rewards add up to minus the engine's final total of the seat (``score``)."""
    envs = Take6VectorEnv(4, config, opponents="heuristic", seat=seat, reward=reward)
    episodes = _play(envs, 60, seed=len(config) + seat)
    assert any(episode.over for episode in episodes)
    for episode in episodes:
        table = _replay(episode, config, seat, reward)
        if episode.over and reward == "score":
            assert sum(episode.rewards) == -table.state.result().scores[seat]


def test_an_eliminated_agent_sees_the_game_to_its_end() -> None:
    """T6-14: once the agent is out, the others play on within the step; the episode's
    rewards are minus the agent's final total."""
    envs = Take6VectorEnv(8, {"players": 3, "end": "elimination", "limit": 15}, opponents="random")
    observation, _ = envs.reset(seed=9)
    rng, totals, ended = np.random.default_rng(9), np.zeros(8), 0
    for _ in range(80):
        observation, rewards, terminated, *_ = envs.step(_random_actions(observation, rng))
        totals += rewards
        for g in np.flatnonzero(terminated):
            assert totals[g] == -envs.batch.state.final[g, 0]
            totals[g], ended = 0.0, ended + 1
    assert ended > 0


@pytest.mark.parametrize(("professional", "flag"), [(None, 0), ("deal", 1)])
def test_the_kernel_reads_the_professional_mode_as_a_flag(professional: str | None, flag: int) -> None:
    """T6-15: Take6Config.professional is None or a ProMode; the kernel's rules array holds
    0 or 1 (a batch of the default config could not be built when it was stored as is)."""
    from bullheads.games.take6.kernel.batch import Take6Batch
    from bullheads.games.take6.kernel.games import PROFESSIONAL

    config = TAKE6.config_from_json({"players": 3, "professional": professional or False})
    assert Take6Batch(1, config).state.rules[PROFESSIONAL] == flag
