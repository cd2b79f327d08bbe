"""The OpenSpiel games (bullheads.envs.openspiel): OpenSpiel's own random simulation test
with serialization for every game, exact chance nodes, observations that carry nothing a
seat cannot see, and OpenSpiel's search bots (MCTS, ISMCTS) playing Take 6! on them."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("pyspiel", reason="open-spiel is not installed (pip install bullheads[envs])")

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts
from open_spiel.python.observation import make_observation

from bullheads.core.chance import Chance, drawn_from
from bullheads.core.errors import BullheadsError
from bullheads.envs import openspiel
from bullheads.envs.choices import Choices, NeedsChoice
from bullheads.games import GAMES

FANS = '{"fans": ["even-odd"; "mountaineering"; "cow"; "digit-flip"]}'
CASES: list[tuple[str, dict[str, Any]]] = [
    ("take6", {"players": 2, "end": "rounds"}),
    ("take6", {"players": 3}),
    ("take6", {"professional": True, "players": 2}),
    ("take6", {"options": FANS, "players": 3}),
    ("take6", {"players": 3, "turns": True}),
    ("take11", {"players": 2}),
    ("buffalo", {}),
    ("buffalo", {"players": 1}),
    ("buffalo", {"players": 3, "turns": True}),
    *(("numeranza", {"variant": variant, "players": 2}) for variant in ("target", "spiral", "trips")),
    *(("numeranza", {"variant": variant, "players": 2}) for variant in ("diamond", "coop")),
]
IDS = [f"{game}-{'-'.join(f'{key}={value}' for key, value in params.items())}" for game, params in CASES]


def test_every_game_is_registered() -> None:
    names = set(pyspiel.registered_names())
    assert {openspiel.short_name(game) for game in GAMES} <= names


@pytest.mark.parametrize(("game", "params"), CASES, ids=IDS)
def test_openspiel_random_simulation_with_serialization(game: str, params: dict[str, Any]) -> None:
    """OpenSpiel's own checks: chance outcomes, legal actions, clones, serialization,
    observation sizes, returns within the utility bounds, game length."""
    pyspiel.random_sim_test(openspiel.load(game, **params), num_sims=1, serialize=True, verbose=False)


def test_game_info_comes_from_the_game_and_the_envs_encoders() -> None:
    game = openspiel.load("take6", players=3)
    assert game.num_players() == 3
    assert game.num_distinct_actions() == 293 + 1  # the action codes, then the pass
    assert game.max_chance_outcomes() == 104
    assert game.observation_tensor_size() == game.information_state_tensor_size() == 968
    assert game.get_type().dynamics == pyspiel.GameType.Dynamics.SIMULTANEOUS
    assert openspiel.load("take11").get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    turns = openspiel.load("take6", players=3, turns=True)
    assert turns.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert turns.num_distinct_actions() == 293  # no pass
    coop = openspiel.load("numeranza", variant="coop", players=3)
    assert coop.num_players() == 4  # the team seat


def _play_to_decision(state: Any, rng: random.Random) -> Any:
    """Sample chance outcomes until a player decides."""
    while state.is_chance_node():
        outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rng.choices(outcomes, probabilities)[0])
    return state


def test_a_deal_is_card_by_card_with_exact_probabilities() -> None:
    """T6-03: the first chance node is the first card dealt, any of the 104 alike; each
    card dealt leaves one option fewer; the completed deal is the engine's outcome."""
    state = openspiel.load("take6", players=2).new_initial_state()
    first = state.chance_outcomes()
    assert len(first) == 104 and all(p == pytest.approx(1 / 104) for _, p in first)
    state.apply_action(0)
    assert len(state.chance_outcomes()) == 103
    _play_to_decision(state, random.Random(1))
    engine = state.engine()
    hands = engine.view(0)["hand"], engine.view(1)["hand"]
    assert len(hands[0]) == len(hands[1]) == 10
    assert engine.outcomes[0]["hands"][0] == hands[0]


def test_equal_cards_are_one_outcome_with_their_share() -> None:
    """BUF-03: the special cards come two of a kind; a kind is one chance outcome."""
    rng, state = random.Random(2), openspiel.load("buffalo", players=3).new_initial_state()
    while len(state.chance_outcomes()) > 8:  # the cards of the deal, then the special cards
        state.apply_action(rng.choice(state.chance_outcomes())[0])
    probabilities = [p for _, p in state.chance_outcomes()]
    assert probabilities == pytest.approx([2 / 16] * 8)


def test_choices_are_the_generators_distribution() -> None:
    """Every way through the choices of sample(4 of 2) and shuffle(3) is equally likely
    and gives each ordered result once, as random.sample and random.shuffle do."""
    results: Counter[tuple[int, ...]] = Counter()
    for picks in itertools.product(range(4), range(3)):
        results[tuple(Choices(picks).sample(range(4), 2))] += 1
    assert len(results) == 12 and set(results.values()) == {1}
    shuffles: Counter[tuple[int, ...]] = Counter()
    for picks in itertools.product(range(3), range(2)):
        cards = [1, 2, 3]
        Choices(picks).shuffle(cards)
        shuffles[tuple(cards)] += 1
    assert len(shuffles) == 6 and set(shuffles.values()) == {1}
    with pytest.raises(NeedsChoice) as need:
        Choices([]).randint(1, 6)
    assert need.value.options == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize(("game", "params"), [("take11", {"players": 2}), ("numeranza", {"players": 2})])
def test_the_next_choice_of_a_draw_is_the_one_a_replay_gives(game: str, params: dict[str, Any]) -> None:
    """Within one sample or shuffle the next chance node is worked out from the last one
    (`NeedsChoice.then`); a copy rebuilt from the record makes the outcome again with the
    choices so far and must offer the same options with the same probabilities."""
    rng = random.Random(8)
    state, checked = openspiel.load(game, **params).new_initial_state(), 0
    while not state.is_terminal() and checked < 150:
        if state.is_chance_node():
            text = pyspiel.serialize_game_and_state(state.get_game(), state)
            _, again = pyspiel.deserialize_game_and_state(text)
            assert again.chance_outcomes() == state.chance_outcomes()
            names = [state.action_to_string(-1, outcome) for outcome, _ in state.chance_outcomes()]
            assert names == [again.action_to_string(-1, outcome) for outcome, _ in again.chance_outcomes()]
            state.apply_action(rng.choice(state.chance_outcomes())[0])
            checked += 1
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    assert checked >= 100


def _paths(values: list[int], k: int, picks: list[int], probability: float) -> list[tuple[Any, float]]:
    """Every way through the chance nodes of sample(values, k), by making the outcome
    again after each choice, with the result and its probability; checks on the way that
    `NeedsChoice.then` foretells each next node."""
    try:
        result = Choices(picks).sample(values, k)
    except NeedsChoice as need:
        ways = []
        for pick, share in enumerate(need.probabilities):
            follow = need.then(pick)
            try:
                Choices([*picks, pick]).sample(values, k)
            except NeedsChoice as again:
                assert follow is not None
                assert (follow.options, follow.probabilities) == (again.options, again.probabilities)
            else:
                assert follow is None  # the draw is complete
            ways += _paths(values, k, [*picks, pick], probability * share)
        return ways
    return [(tuple(result), probability)]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=1, max_size=5), st.data())
def test_chance_paths_are_the_samples_distribution(values: list[int], data: st.DataObject) -> None:
    """Each ordered sample is reached by one way only, with the probability random.sample
    gives it (repeated values: their share of what is left at each draw)."""
    k = data.draw(st.integers(1, len(values)))
    ways = _paths(values, k, [], 1.0)
    results = [result for result, _ in ways]
    assert len(results) == len(set(results))
    for result, probability in ways:
        left, expected = list(values), 1.0
        for value in result:
            expected *= left.count(value) / len(left)
            left.remove(value)
        assert probability == pytest.approx(expected)
    assert sum(probability for _, probability in ways) == pytest.approx(1.0)


def _decision_states(game: str, params: dict[str, Any], seed: int, count: int) -> list[Any]:
    """Decision nodes reached by random OpenSpiel play, one every few steps."""
    rng = random.Random(seed)
    state, states = openspiel.load(game, **params).new_initial_state(), []
    while not state.is_terminal() and len(states) < count:
        _play_to_decision(state, rng)
        if state.is_terminal():
            break
        if rng.random() < 0.3:
            states.append(state.clone())
        if state.is_simultaneous_node():
            state.apply_actions([rng.choice(state.legal_actions(p)) for p in range(state.num_players())])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return states


HIDDEN = [(case, name) for case, name in zip(CASES, IDS, strict=True) if "professional" not in case[1]]
"""Every case but the professional draft, whose hands are all open (T6-16)."""


@pytest.mark.parametrize(("game", "params"), [case for case, _ in HIDDEN], ids=[name for _, name in HIDDEN])
def test_an_observation_is_the_same_in_every_determinization(game: str, params: dict[str, Any]) -> None:
    """What a seat cannot see never reaches its observation, information state or legal
    actions: they are equal in every state OpenSpiel resamples from its information."""
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    redealt = 0
    for state in _decision_states(game, params, seed=5, count=5):
        players = state.num_players()
        for player in range(players):
            neighbour = (player + 1) % players
            for _ in range(2):
                other = state.resample_from_infostate(player, sampler)
                assert other.observation_tensor(player) == state.observation_tensor(player)
                assert other.information_state_string(player) == state.information_state_string(player)
                assert other.legal_actions(player) == state.legal_actions(player)
                redealt += other.observation_string(neighbour) != state.observation_string(neighbour)
    # the check has teeth: the resampled states do change what the other seats see
    assert redealt > 0 or params.get("players") == 1


@pytest.mark.parametrize(("game", "params"), [case for case, _ in HIDDEN], ids=[name for _, name in HIDDEN])
def test_the_public_observation_is_the_spectators(game: str, params: dict[str, Any]) -> None:
    """With no private information a seat observes what a spectator sees: the same text
    for every seat, and nothing that changes when its own secrets are re-dealt."""
    public = pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
    )
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for state in _decision_states(game, params, seed=2, count=3):
        observation = make_observation(state.get_game(), public)
        texts = {observation.string_from(state, player) for player in range(state.num_players())}
        assert len(texts) == 1
        observation.set_from(state, 0)
        seen = observation.tensor.copy()
        for player in range(state.num_players()):
            other = state.resample_from_infostate(player, sampler)
            assert observation.string_from(other, 0) in texts
            observation.set_from(other, 0)
            assert np.array_equal(observation.tensor, seen)


def test_serialization_replays_the_record() -> None:
    state = _decision_states("take6", {"players": 3}, seed=3, count=1)[0]
    _, copy = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(state.get_game(), state))
    assert str(copy) == str(state) and copy.observation_tensor(1) == state.observation_tensor(1)


def test_returns_are_the_scores_with_the_games_sign() -> None:
    """T6-12: fewest heads wins, so a Take 6! return is minus the heads."""
    rng = random.Random(4)
    state = openspiel.load("take6", players=2, end="rounds").new_initial_state()
    while not state.is_terminal():
        _play_to_decision(state, rng)
        if not state.is_terminal():
            state.apply_actions([rng.choice(state.legal_actions(p)) for p in range(2)])
    assert state.returns() == [-score for score in state.engine().result().scores]


def test_an_illegal_action_is_a_clear_error_that_changes_nothing() -> None:
    state = _decision_states("take6", {"players": 2}, seed=1, count=1)[0]
    before = str(state)
    illegal = next(a for a in range(293) if a not in state.legal_actions(0))
    with pytest.raises(BullheadsError, match="is not legal for seat 0"):
        state.apply_actions([illegal, state.legal_actions(1)[0]])
    assert str(state) == before


@pytest.mark.parametrize(
    ("params", "reason"),
    [
        ({"returns": "money"}, "unknown returns 'money'"),
        ({"players": 11}, "Take 6! is for 2 to 10 players"),
        ({"options": "[1]"}, "the options parameter must be a JSON object"),
        ({"options": "{fans"}, "the options parameter is not JSON"),
        ({"options": '{"fans": ["x"]}'}, "unknown fan card"),
    ],
)
def test_a_bad_parameter_is_a_clear_error(params: dict[str, Any], reason: str) -> None:
    with pytest.raises(BullheadsError, match=reason) as error:
        openspiel.load("take6", **params)
    assert "\n" not in str(error.value)


def test_mcts_plays_a_whole_take6_game() -> None:
    """OpenSpiel's MCTS bot plays every seat of a one-round Take 6! game (the simultaneous
    choices turned into turns by OpenSpiel's own transform)."""
    game = pyspiel.convert_to_turn_based(openspiel.load("take6", players=2, end="rounds", returns="rank"))
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bot = mcts.MCTSBot(game, 1.4, 12, evaluator, random_state=np.random.RandomState(2))
    _bot_plays_every_seat(game, bot)


def _bot_plays_every_seat(game: Any, bot: Any) -> None:
    """`bot` makes every decision of a whole 2-player game with chance played at random; the
    game ends with rank returns (a win and a loss, or a tie)."""
    rng, state, decisions = random.Random(3), game.new_initial_state(), 0
    while not state.is_terminal():
        if state.is_chance_node():
            _play_to_decision(state, rng)
            continue
        state.apply_action(bot.step(state))
        decisions += 1
    assert decisions >= 20 and sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


def test_ismcts_plays_a_whole_take6_game_on_what_each_seat_knows() -> None:
    """OpenSpiel's ISMCTS bot plays every seat of a one-round Take 6! game with the secret
    choices asked in turns, searching states resampled from the seat's information
    (`determinize`): its own check that they all share the seat's information state holds."""
    game = openspiel.load("take6", players=2, end="rounds", turns=True, returns="rank")
    assert game.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(game, evaluator, 1.4, 12, random_state=np.random.RandomState(2))
    _bot_plays_every_seat(game, bot)


def test_drawn_from_makes_unscripted_outcomes_with_the_source_only() -> None:
    """The chance hook: scripted outcomes replay first, then `make` gets the source; outside
    the block the state's own generator is used again."""
    chance = Chance(seed=1, script=[{"dice": [6]}])
    check = dict
    with drawn_from(random.Random(7)):
        assert chance.draw(lambda rng: {"dice": [rng.randint(1, 6)]}, check) == {"dice": [6]}
        inside = chance.draw(lambda rng: {"dice": [rng.randint(1, 6)]}, check)
    assert inside == {"dice": [random.Random(7).randint(1, 6)]}
    alone = Chance(seed=1)
    assert chance.draw(lambda rng: rng.random(), check) == alone.draw(lambda rng: rng.random(), check)
