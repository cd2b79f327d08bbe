"""The OpenSpiel games (bullheads.envs.openspiel): OpenSpiel's own random simulation test
with serialization for every game and variant, exact chance nodes, observations that carry
nothing a seat cannot see, returns the engine reproduces from an episode's actions, game
facts read from the games' declarations, and OpenSpiel's search bots (MCTS, ISMCTS)
playing Take 6! on them."""

from __future__ import annotations

import itertools
import json
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
from bullheads.envs.table import REWARDS, Table
from bullheads.games import GAMES

FANS = '{"fans": ["even-odd"; "mountaineering"; "cow"; "digit-flip"]}'
DEAL = '{"professional": "deal"}'
"""T6-15: the professional deck dealt in secret (an option that is no plain parameter)."""
CASES: list[tuple[str, dict[str, Any]]] = [
    ("take6", {"players": 2, "end": "rounds"}),
    ("take6", {"players": 3}),
    ("take6", {"players": 3, "end": "elimination", "limit": 20}),
    ("take6", {"professional": True, "players": 2}),
    ("take6", {"professional": True, "snake": True, "players": 3, "end": "rounds"}),
    ("take6", {"options": DEAL, "players": 3, "end": "rounds"}),
    ("take6", {"options": FANS, "players": 3}),
    ("take6", {"players": 3, "turns": True}),
    ("take11", {"players": 2}),
    ("buffalo", {}),
    ("buffalo", {"players": 1}),
    ("buffalo", {"players": 6}),
    ("buffalo", {"players": 3, "turns": True}),
    *(("numeranza", {"variant": variant, "players": 2}) for variant in ("target", "spiral", "trips")),
    ("numeranza", {"variant": "trips", "players": 3, "bluff": True, "turn_limit": 60}),
    *(("numeranza", {"variant": variant, "players": 2}) for variant in ("diamond", "coop")),
    ("numeranza", {"variant": "coop", "players": 1}),
]
"""Every game and variant: Take 6!'s three end rules (T6-12..T6-14), the professional
draft (plain and snake, T6-16, T6-17) and deal (T6-15), the fan cards, Beat the Buffalo from
1 to 6 players (0 to 16 special cards, BUF-03), Numeranza's five variants (trips with
bluffs too, V3-2; co-op alone too), and the simultaneous games played in turns."""
IDS = [f"{game}-{'-'.join(f'{key}={value}' for key, value in params.items())}" for game, params in CASES]


def test_every_game_is_registered() -> None:
    names = set(pyspiel.registered_names())
    assert {openspiel.short_name(game) for game in GAMES} <= names


@pytest.mark.parametrize(("game", "params"), CASES, ids=IDS)
def test_openspiel_random_simulation_with_serialization(game: str, params: dict[str, Any]) -> None:
    """OpenSpiel's own checks: chance outcomes, legal actions, clones, serialization,
    observation sizes, returns within the utility bounds, game length."""
    pyspiel.random_sim_test(openspiel.load(game, **params), num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("game", list(GAMES))
def test_game_facts_are_the_games_declarations(game: str) -> None:
    """The seats, the dynamics, the parameters and the widest chance node come from the
    game's declaration (GameSpec): players, cooperative, simultaneous, largest_draw."""
    spec = GAMES[game].spec
    kind = openspiel.load(game).get_type()
    seats = {"take6": (2, 10), "buffalo": (1, 6), "take11": (2, 7), "numeranza": (2, 7)}
    assert (kind.min_num_players, kind.max_num_players) == seats[game]  # T6-03, BUF-01, T11-03, NUM-08 + V5
    always = spec.simultaneous is True
    assert (kind.dynamics == pyspiel.GameType.Dynamics.SIMULTANEOUS) == always
    assert ("turns" in openspiel.parameters(game)) == always
    for players in (spec.players.start, spec.players.stop - 1):
        data = {**spec.defaults(), "players": players}
        if game == "numeranza":
            data["variant"] = "coop"  # the only variant for a single player (NUM-08, V5)
        loaded = openspiel.load(game, options=json.dumps(data).replace(",", ";"))
        assert loaded.max_chance_outcomes() == spec.largest_draw(GAMES[game].config_from_json(data))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_parameter_left_out_is_the_games_own_default(game: str) -> None:
    """With one choice option set, every other option is the game's default for it, also
    once the game is loaded again from its string (which names every parameter): the
    parameters' defaults resolve nothing per variant (Numeranza's start hand is each
    variant's own: 2 in V1-V3, 1 in the diamond, V4-1, none in co-op, V5-2)."""
    engine = GAMES[game]
    for option in engine.spec.options:
        for choice in option.choices if option.kind == "choice" else ():
            data = {option.name: choice}
            loaded = openspiel.load(game, options=json.dumps(data))
            assert loaded.spec.config == engine.config_from_json(data), data
            assert pyspiel.load_game(str(loaded)).spec.config == loaded.spec.config, data
    if game == "numeranza":
        starts = {
            variant: openspiel.load(game, variant=variant).spec.config.start_hand
            for variant in ("target", "spiral", "trips", "diamond", "coop")
        }
        assert starts == {"target": 2, "spiral": 2, "trips": 2, "diamond": 1, "coop": 0}


def test_trips_answers_are_asked_in_turn_none_seeing_another() -> None:
    """V3-2, V3-3: Numeranza trips declares simultaneous secret answers, and its OpenSpiel
    game stays sequential: the seats asked answer one at a time in `to_act()` order, and
    what a seat answered changes neither the information state nor the observation of
    the seats answering after it (so each knows what it would at a simultaneous node)."""
    params = {"variant": "trips", "players": 3, "bluff": True}
    game = openspiel.load("numeranza", **params)
    assert game.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert GAMES["numeranza"].spec.simultaneous_in(params) and game.spec.sequential_answers
    assert not openspiel.load("numeranza", variant="spiral").spec.sequential_answers
    rng, state, checked = random.Random(6), game.new_initial_state(), 0
    while not state.is_terminal() and checked < 5:
        _play_to_decision(state, rng)
        if state.is_terminal():
            break
        asked, legal = state.engine().to_act(), state.legal_actions()
        if len(asked) > 1 and len(legal) > 1:
            assert state.current_player() == asked[0]
            first, second = state.clone(), state.clone()
            first.apply_action(legal[0])
            second.apply_action(legal[-1])
            for seat in asked[1:]:
                assert first.current_player() == second.current_player() == asked[1]
                assert first.information_state_string(seat) == second.information_state_string(seat)
                assert first.observation_tensor(seat) == second.observation_tensor(seat)
            checked += 1
        state.apply_action(rng.choice(legal))
    assert checked == 5


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


HIDDEN = [
    (case, name) for case, name in zip(CASES, IDS, strict=True) if case[1].get("professional") is not True
]
"""Every case but the professional draft, whose hands are all open (T6-16); the
professional deal mode's hands are secret (T6-15) and are in."""


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


Step = tuple[str, list[tuple[int, int]]]
"""One node of an episode: ("chance", [(-1, outcome)]) or ("act", [(seat, action), ...])
(the seats that owe a decision, in seat order; passes left out)."""


def _episode(game: Any, rng: random.Random) -> tuple[Any, list[Step]]:
    """A random OpenSpiel episode: its last state and every node's actions."""
    state, steps = game.new_initial_state(), []
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            outcome = rng.choices(outcomes, probabilities)[0]
            steps.append(("chance", [(-1, outcome)]))
            state.apply_action(outcome)
        elif state.is_simultaneous_node():
            joint = [rng.choice(state.legal_actions(seat)) for seat in range(state.num_players())]
            passed = game.num_distinct_actions() - 1
            steps.append(("act", [(seat, action) for seat, action in enumerate(joint) if action != passed]))
            state.apply_actions(joint)
        else:
            seat, action = state.current_player(), rng.choice(state.legal_actions())
            steps.append(("act", [(seat, action)]))
            state.apply_action(action)
    return state, steps


def _config(game: str, params: dict[str, Any]) -> Any:
    """The engine config of OpenSpiel parameters (docs/envs.md: plain options, and
    ``options`` as JSON with ';' for ',')."""
    data = {key: value for key, value in params.items() if key not in ("options", "returns", "turns")}
    extra = json.loads(str(params.get("options", "{}")).replace(";", ","))
    return GAMES[game].config_from_json({**data, **extra})


def _engine_episode(game: str, config: Any, steps: list[Step]) -> Any:
    """The episode played on the engine alone: the game's own `make` turns the chance
    outcomes (elementary choices, in order) into its outcomes; then a new game is made
    with those outcomes (`new(config, outcomes=...)`, as a record replays) and every
    decision is played with `act`, in the episode's order."""
    engine, codes = GAMES[game], Table(game, config).codes
    decisions = [
        (seat, engine.decode(codes[index])) for kind, acts in steps if kind == "act" for seat, index in acts
    ]
    with drawn_from(Choices([outcome for kind, acts in steps if kind == "chance" for _, outcome in acts])):
        made = engine.new(config, seed=0)
        for seat, action in decisions:
            made.act(seat, action)
    state = engine.new(config, seed=1, outcomes=made.outcomes)
    for seat, action in decisions:
        state.act(seat, action)
    assert state.outcomes == made.outcomes and state.over
    return state


def _expected_returns(lower_wins: bool, result: Any, returns: str) -> list[float]:
    """docs/envs.md, Returns: `score` is each seat's score with the game's sign (fewest
    wins: minus); `rank` is 1 for the best down to -1 for the worst, equal scores sharing
    their place (0 with one seat); `win` is 1 for a winner, else -1."""
    sign = -1 if lower_wins else 1
    scores, seats = [sign * score for score in result.scores], len(result.scores)
    if returns == "score":
        return [float(score) for score in scores]
    if returns == "win":
        return [1.0 if seat in result.winners else -1.0 for seat in range(seats)]
    if seats == 1:
        return [0.0]
    return [
        (sum(mine > other for other in scores) - sum(mine < other for other in scores)) / (seats - 1)
        for mine in scores
    ]


@pytest.mark.parametrize(("game", "params"), CASES, ids=IDS)
def test_the_engine_reproduces_the_returns_of_an_episode(game: str, params: dict[str, Any]) -> None:
    """For each `returns`: an OpenSpiel episode's actions, chance outcomes included, fed to
    the engine (`new` with the outcomes, then `act`) end the game with the same scores
    and winners, and OpenSpiel's returns are exactly those the docs give for them."""
    config = _config(game, params)
    for seed, returns in enumerate(REWARDS):
        state, steps = _episode(openspiel.load(game, **params, returns=returns), random.Random(seed))
        replayed = _engine_episode(game, config, steps)
        result, theirs = replayed.result(), state.engine().result()
        assert (result.scores, result.winners) == (theirs.scores, theirs.winners)
        lower_wins = GAMES[game].lower_scores_win(replayed.config)
        assert state.returns() == _expected_returns(lower_wins, result, returns)


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
