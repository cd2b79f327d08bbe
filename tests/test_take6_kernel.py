"""The compiled Take 6! kernel against the engine (T6-03, T6-05..T6-14).

The kernel is a second copy of the rules, kept for speed: these tests drive it and the
engine with the same deals and the same seeded random choices and require the same rows
after every step, the same takes (who, which row, which cards), heads, totals and
winners; and the kernel's rule of thumb must choose the heuristic bot's cards and rows.
benchmarks/take6_kernel_diff.py runs the same check over 100,000 rounds. The per-seat
contract (kernel/seats.py: who acts, what is legal, one seat's action, the scores, what
a seat sees) must answer as the engine's state does, seat by seat.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

pytest.importorskip(
    "numba", reason="the Take 6! kernel's extra is not installed (pip install -e '.[kernel]')"
)

from bullheads.bots.take6_heuristic import at_least
from bullheads.core.errors import ConfigError, IllegalAction
from bullheads.games.take6 import TAKE6, kernel
from bullheads.games.take6.actions import ACTION_COUNT, FLIP_BASE, FLIPPABLE, TAKE_BASE, Play, TakeRow
from bullheads.games.take6.cards import HEADS
from bullheads.games.take6.config import EndRule, ProMode, Take6Config
from bullheads.games.take6.events import CardsRevealed
from bullheads.games.take6.flip import FLIPPED_VALUE
from bullheads.games.take6.kernel import available, seats
from bullheads.games.take6.kernel.batch import Take6Batch, play_games, play_rounds
from bullheads.games.take6.kernel.check import compare, deal_of
from bullheads.games.take6.kernel.games import CHOOSE, OVER, ROW
from bullheads.games.take6.kernel.policies import _at_least
from bullheads.games.take6.kernel.takes import HEADS as KERNEL_HEADS

pytestmark = pytest.mark.xdist_group("kernel")
"""The kernel's first compile takes minutes: the tests of one part of it (the batch API
here; the search, the vector env and the AEC env have groups of their own) run on one
worker (scripts/check: --dist loadgroup), so it compiles once and the others load it,
while the other worker compiles another part."""

CASES = [
    *(Take6Config(players=p, end=EndRule.ROUNDS, rounds=2) for p in range(2, 11)),
    *(Take6Config(players=p, end=EndRule.POINTS, limit=30) for p in (2, 4, 7, 10)),
    *(Take6Config(players=p, end=EndRule.ELIMINATION, limit=25) for p in (2, 3, 5, 10)),
    *(Take6Config(players=p, end=EndRule.ROUNDS, rounds=2, professional=ProMode.DEAL) for p in range(2, 7)),
    Take6Config(players=4, end=EndRule.POINTS, limit=30, professional=ProMode.DEAL),
    Take6Config(players=5, end=EndRule.ELIMINATION, limit=25, professional=ProMode.DEAL),
]
ROW_FANS = [("even-odd",), ("mountaineering",), ("cow",), ("even-odd", "mountaineering", "cow")]
"""The fan cards on the rows, one at a time and all together."""
FLIP_FANS = [("digit-flip",), ("even-odd", "mountaineering", "cow", "digit-flip")]
"""The Digit Flip alone and with every fan card on the rows."""
FAN_CASES = [
    *(Take6Config(players=p, end=EndRule.ROUNDS, rounds=2, fans=f) for f in ROW_FANS for p in (2, 5, 10)),
    *(Take6Config(players=p, end=EndRule.ROUNDS, rounds=2, fans=FLIP_FANS[0]) for p in (2, 5, 10)),
    Take6Config(players=4, end=EndRule.POINTS, limit=30, fans=FLIP_FANS[1]),
    Take6Config(players=3, end=EndRule.ELIMINATION, limit=25, professional=ProMode.DEAL, fans=FLIP_FANS[1]),
    Take6Config(players=4, end=EndRule.POINTS, limit=30, fans=("mountaineering", "cow")),
    Take6Config(players=3, end=EndRule.ELIMINATION, limit=25, fans=("even-odd", "cow")),
    Take6Config(players=4, end=EndRule.ROUNDS, rounds=2, professional=ProMode.DEAL, fans=ROW_FANS[-1]),
]


@pytest.mark.parametrize("config", CASES, ids=lambda config: str(config.to_json()))
def test_T6_05_kernel_matches_the_engine_turn_by_turn(config: Take6Config) -> None:
    rounds, steps, mismatches = compare(config, games=40, seed=config.players)
    assert mismatches == []
    assert rounds >= 40 and steps >= 400


@pytest.mark.parametrize("config", FAN_CASES, ids=lambda config: str(config.to_json()))
def test_FAN_ORD_1_kernel_fan_cards_match_the_engine_turn_by_turn(config: Take6Config) -> None:
    """FAN-EO-1..3, FAN-MT-1..4, FAN-COW-1..5: the markers' places, the cow's jumps and
    takes after every step, as the engine's FanTable has them; FAN-FLIP-1..5: the flipped
    plays (drawn among the legal actions) placed by their flipped values, in their order."""
    rounds, steps, mismatches = compare(config, games=40, seed=config.players)
    assert mismatches == []
    assert rounds >= 40 and steps >= 400


def test_kernel_rule_of_thumb_compiles_the_bots_binomial_tail_to_the_same_floats() -> None:
    """One copy of the tail (take6_heuristic.at_least), compiled by the kernel as it is:
    bit for bit the bot's value, so both choose alike between nearly equal cards."""
    chances = [i / 97 for i in range(98)] + [float(x) for x in np.random.default_rng(5).random(200)]
    for n in range(10):
        for k in range(n + 2):
            for p in chances:
                assert _at_least(k, n, p) == at_least(k, n, p)


@pytest.mark.parametrize("fans", ROW_FANS + FLIP_FANS, ids="+".join)
@pytest.mark.parametrize("players", [2, 4, 10])
def test_kernel_rule_of_thumb_chooses_as_the_heuristic_bot_with_fan_cards(
    players: int, fans: tuple[str, ...]
) -> None:
    config = Take6Config(players=players, end=EndRule.ROUNDS, rounds=1, fans=fans)
    rounds, _, mismatches = compare(config, games=10, seed=200 + players, rule_of_thumb=True)
    assert mismatches == []
    assert rounds == 10


@pytest.mark.parametrize("players", [2, 4, 10])
@pytest.mark.parametrize("professional", [False, True])
def test_kernel_rule_of_thumb_chooses_as_the_heuristic_bot(players: int, professional: bool) -> None:
    if professional and players > 6:
        pytest.skip("T6-15: the professional deck is for 2 to 6 players")
    mode = ProMode.DEAL if professional else None
    config = Take6Config(players=players, end=EndRule.ROUNDS, rounds=1, professional=mode)
    rounds, _, mismatches = compare(config, games=15, seed=100 + players, rule_of_thumb=True)
    assert mismatches == []
    assert rounds == 15


def test_T6_02_kernel_heads_are_the_games_table() -> None:
    assert KERNEL_HEADS.tolist() == list(HEADS)


def test_kernel_is_available_with_its_extra() -> None:
    assert available()


def test_without_the_extra_it_says_once_where_the_kernel_would_help(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(kernel, "available", lambda: False)
    with caplog.at_level(logging.INFO, logger=kernel.__name__):
        assert not kernel.suggest("a study")
        assert not kernel.suggest("a study")
    assert [record.getMessage() for record in caplog.records] == [
        f"a study would run faster with the compiled Take 6! kernel ({kernel.EXTRA})"
    ]


def test_play_rounds_is_seeded_and_counts_every_head() -> None:
    first = play_rounds(500, players=4, seed=7)
    assert first.shape == (500, 4)
    assert np.array_equal(first, play_rounds(500, players=4, seed=7))
    assert not np.array_equal(first, play_rounds(500, players=4, seed=8))
    assert (first >= 0).all() and first.sum() > 0


@pytest.mark.parametrize(
    ("config", "card", "row"),
    [
        (Take6Config(players=2, end=EndRule.POINTS, limit=30), "random", "random"),
        (Take6Config(players=4, end=EndRule.ROUNDS, rounds=2), "heuristic", "cheapest"),
        (Take6Config(players=10, end=EndRule.ELIMINATION, limit=25), "random", "cheapest"),
        (Take6Config(players=5, limit=30, professional=ProMode.DEAL), "heuristic", "random"),
        (Take6Config(players=4, end=EndRule.ROUNDS, rounds=2, fans=FLIP_FANS[1]), "heuristic", "cheapest"),
        (Take6Config(players=3, end=EndRule.ROUNDS, rounds=2, fans=FLIP_FANS[0]), "random", "random"),
    ],
    ids=lambda value: str(value.to_json()) if isinstance(value, Take6Config) else value,
)
def test_policy_games_are_the_step_apis_games(config: Take6Config, card: str, row: str) -> None:
    """`play_games` reveals the policies' cards by their slots in the hands; driven through
    the step API (the policies' cards, looked up in the hands: the path compared with the
    engine above), the same seed must give the same games."""
    games = 12
    expected = play_games(games, config, seed=5, card=card, row=row)
    batch = Take6Batch(1, config, seed=5)
    totals: list[np.ndarray] = []
    winners: list[np.ndarray] = []
    rounds: list[int] = []
    while len(totals) < games:
        batch.step(batch.policy_actions(card, row))
        if batch.state.done[0]:
            totals.append(batch.state.final[0].copy())
            winners.append(batch.state.winners[0].copy())
            rounds.append(int(batch.state.final_round[0]))
    assert np.array_equal(expected.totals, np.array(totals))
    assert np.array_equal(expected.winners, np.array(winners))
    assert expected.rounds.tolist() == rounds


def test_T6_12_games_to_the_limit_end_when_someone_reaches_it() -> None:
    results = play_games(300, Take6Config(players=4), seed=3, card="heuristic", row="cheapest")
    assert (results.totals.max(axis=1) >= 66).all()
    best = results.totals.min(axis=1, keepdims=True)
    assert np.array_equal(results.winners, results.totals == best)


def test_step_api_masks_rewards_and_autoreset() -> None:
    batch = Take6Batch(8, Take6Config(players=3, end=EndRule.ROUNDS, rounds=1), seed=5)
    heads = np.zeros((8, 3), np.int64)
    ended = 0
    while ended < 8:
        mask = batch.legal_mask()
        assert (mask.sum(axis=2)[batch.state.phase == CHOOSE] > 0).all()
        assert (mask.any(axis=2).sum(axis=1)[batch.state.phase == ROW] == 1).all()
        batch.step(batch.policy_actions())
        heads += batch.state.heads
        ended += int(batch.state.done.sum())
        finals = batch.state.final[batch.state.done]
        assert (finals >= 0).all()
    assert heads.sum() > 0
    assert (batch.state.round == 1).all()  # autoreset: new games are dealt


def test_illegal_step_is_refused_and_changes_nothing() -> None:
    batch = Take6Batch(2, Take6Config(players=2), seed=1)
    before = batch.state.hands.copy()
    actions = batch.policy_actions()
    held = int(batch.state.hands[1, 0, 0])
    actions[1, 1] = held - 1  # seat 1 plays seat 0's card
    with pytest.raises(ValueError, match="game 1, seat 1: the action"):
        batch.step(actions)
    assert np.array_equal(batch.state.hands, before)


def test_FAN_FLIP_1_2_a_seat_flips_once_a_round_a_card_that_can_be_flipped() -> None:
    batch = Take6Batch(1, Take6Config(players=2, end=EndRule.ROUNDS, rounds=2, fans=("digit-flip",)), seed=3)
    state = batch.state
    hand = [int(card) for card in state.hands[0, 0, : state.hand_size[0]]]
    flippable = [card for card in hand if FLIPPED_VALUE[card]]
    mask = batch.legal_mask()
    assert mask.shape[2] == ACTION_COUNT
    legal = {Play(card).encode() for card in hand} | {Play(card, flip=True).encode() for card in flippable}
    assert set(np.flatnonzero(mask[0, 0]).tolist()) == legal
    actions = batch.policy_actions()
    actions[0, 0] = Play(next(card for card in FLIPPABLE if card not in hand), flip=True).encode()
    with pytest.raises(ValueError, match="game 0, seat 0: the action"):
        batch.step(actions)
    actions[0, 0] = Play(flippable[0], flip=True).encode()
    batch.step(actions)
    assert not state.flips[0, 0] and state.flips[0, 1], "FAN-FLIP-5: a used Digit Flip leaves the game"
    while state.phase[0] != CHOOSE:  # the row of a low card
        batch.step(batch.policy_actions())
    assert not batch.legal_mask()[0, 0, FLIP_BASE:].any()
    while state.round[0] == 1:
        batch.step(batch.policy_actions())
    assert state.flips[0].all(), "FAN-FLIP-1: every seat has a Digit Flip again in a new round"
    base = Take6Batch(1, Take6Config(players=2), seed=3)
    assert base.legal_mask().shape[2] == TAKE_BASE + 4
    actions = base.policy_actions()
    actions[0, 0] = FLIP_BASE
    with pytest.raises(ValueError, match="game 0, seat 0: the action"):
        base.step(actions)


def test_FAN_FLIP_2_the_random_policy_plays_any_legal_card_action_flipped_ones_too() -> None:
    batch = Take6Batch(400, Take6Config(players=4, fans=("digit-flip",)), seed=2)
    actions = batch.policy_actions("random")
    mask = batch.legal_mask()
    games, seats = np.indices(actions.shape)
    assert mask[games, seats, actions].all()
    # 81 of the 104 cards can be flipped: about 7.8 of a hand of 10, so 7.8 of 17.8 actions
    assert 0.38 < (actions >= FLIP_BASE).mean() < 0.50


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Take6Batch(0), "at least 1 game"),
        (lambda: Take6Batch(1, Take6Config(professional=ProMode.DRAFT)), "draft is not covered"),
        (lambda: play_rounds(1, card="clever"), "unknown policy 'clever'"),
        (lambda: play_rounds(1, players=7, professional=True), "2 to 6 players"),
    ],
)
def test_kernel_bad_input_is_a_clear_error(make: Callable[[], object], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        make()


@dataclasses.dataclass
class SeatStep:
    """What the kernel's per-seat contract answered before and after one action."""

    first: int
    owes: list[bool]
    legal: list[list[int]]
    is_legal: dict[tuple[int, int], bool]
    scores: list[int]
    penalty: list[int]
    choices: list[int]
    held: list[int]
    turns: int
    refused: tuple[int, int]
    """An action `seats.act` refused (ILLEGAL, nothing changed), as (seat, index)."""
    action: int = -1
    answer: int = -1


def _seat_snapshot(games: Any, chosen: np.ndarray, players: int, rng: np.random.Generator) -> SeatStep:
    masks = []
    for seat in range(players):
        mask = np.zeros(ACTION_COUNT, np.int8)
        seats.legal_actions(games, 0, chosen, seat, mask)
        masks.append(np.flatnonzero(mask).tolist())
    asked = {(seat, int(index)) for seat in range(players) for index in rng.integers(-2, ACTION_COUNT + 2, 4)}
    asked |= {(seat, index) for seat in range(players) for index in masks[seat]}
    asked |= {(-1, 0), (players, 0)}
    scores = np.zeros(players, np.int64)
    seats.scores(games, 0, scores)
    penalty = np.zeros(104, np.float32)
    seats.penalty_cards(games, 0, penalty)
    first = seats.first_to_act(games, 0, chosen)
    refused_seat = int(rng.integers(players))
    wrong = [index for index in range(ACTION_COUNT) if index not in masks[refused_seat]]
    return SeatStep(
        first=first,
        owes=[bool(seats.owes(games, 0, chosen, seat)) for seat in range(players)],
        legal=masks,
        is_legal={
            (seat, index): bool(seats.is_legal(games, 0, chosen, seat, index)) for seat, index in asked
        },
        scores=scores.tolist(),
        penalty=(np.flatnonzero(penalty) + 1).tolist(),
        choices=[seats.choice(games, 0, chosen, seat) for seat in range(players)],
        held=[seats.held(games, 0, seat) for seat in range(players)],
        turns=seats.turns(games, 0),
        refused=(refused_seat, int(wrong[rng.integers(len(wrong))])),
    )


def _play_seat_by_seat(
    config: Take6Config, seed: int
) -> tuple[list[dict[str, Any]], list[SeatStep], list[int]]:
    """One kernel game played one seat at a time through kernel/seats.py with random
    legal actions: its deals, what the contract answered at every step, its winners."""
    batch = Take6Batch(1, config, seed, autoreset=False)
    games, players = batch.state, config.players
    chosen = np.zeros(players, np.int32)
    seats.start(games, 0, chosen)
    rng = np.random.default_rng(seed)
    deals, steps, round_now = [deal_of(games, 0)], [], int(games.round[0])
    while True:
        step = _seat_snapshot(games, chosen, players, rng)
        steps.append(step)
        if step.first < 0:
            break
        before = [array.copy() for array in games] + [chosen.copy()]
        assert seats.act(games, 0, chosen, *step.refused) == seats.ILLEGAL
        after = [*games, chosen]
        assert all(np.array_equal(a, b) for a, b in zip(before, after, strict=True)), (
            "a refusal changed the game"
        )
        legal = step.legal[step.first]
        step.action = legal[rng.integers(len(legal))]
        step.answer = seats.act(games, 0, chosen, step.first, step.action)
        if games.round[0] != round_now and games.phase[0] != OVER:
            round_now = int(games.round[0])
            deals.append(deal_of(games, 0))
    return deals, steps, np.flatnonzero(games.winners[0]).tolist()


SEAT_CASES = [
    Take6Config(players=2, end=EndRule.POINTS, limit=20),
    Take6Config(players=4, end=EndRule.ROUNDS, rounds=2),
    Take6Config(players=10, end=EndRule.ROUNDS, rounds=1),
    Take6Config(players=3, end=EndRule.ELIMINATION, limit=15),
    Take6Config(players=5, end=EndRule.ROUNDS, rounds=2, professional=ProMode.DEAL),
    Take6Config(players=4, end=EndRule.ROUNDS, rounds=2, fans=FLIP_FANS[1]),
]


@pytest.mark.parametrize("config", SEAT_CASES, ids=lambda config: str(config.to_json()))
def test_T6_04_the_kernels_per_seat_contract_answers_as_the_engine(config: Take6Config) -> None:
    """kernel/seats.py against the engine's state replaying the same deals and actions:
    at every step `first_to_act` is `to_act()[0]`, `owes` is `to_act()` (T6-04, T6-09),
    `legal_actions` and `is_legal` are `legal(seat)` (and refuse seats and indexes that are
    none), `scores` is `result().scores` (T6-11), `penalty_cards` the penalty piles
    (T6-10), `choice`, `held` and `turns` the view's `my_choice`, `hand_sizes` and
    `turns`; `act` refuses what the engine refuses without a change, and says whether
    the action only chose (T6-04), placed (T6-05, T6-09) or changed `result()`."""
    compared = 0
    for seed in range(2):
        deals, steps, winners = _play_seat_by_seat(config, seed)
        state = TAKE6.new(config, outcomes=deals)
        for number, step in enumerate(steps):
            where = f"seed {seed}, step {number}"
            to_act = state.to_act()
            assert step.first == (to_act[0] if to_act else -1), where
            assert step.owes == [seat in to_act for seat in range(config.players)], where
            for seat in range(config.players):
                assert step.legal[seat] == sorted(action.encode() for action in state.legal(seat)), where
            for (seat, index), answer in step.is_legal.items():
                engine = 0 <= seat < config.players and 0 <= index < ACTION_COUNT
                engine = engine and TAKE6.decode(index) in state.legal(seat)
                assert answer == engine, f"{where}: is_legal({seat}, {index})"
            result = state.result()
            assert step.scores == list(result.scores), where
            assert step.penalty == sorted(card for pile in state.penalty for card in pile), where
            views = [state.view(seat) for seat in range(config.players)]
            flips = [bool(view["fans"]["my_flip"]) if "fans" in view else False for view in views]
            mine = [
                -(view["my_choice"] or 0) if flip else view["my_choice"] or 0
                for view, flip in zip(views, flips, strict=True)
            ]
            assert step.choices == mine, where
            assert [card != 0 for card in step.choices] == views[0]["chosen"], where
            assert step.held == views[0]["hand_sizes"] and step.turns == views[0]["turns"], where
            if step.first < 0:
                assert state.over and list(result.winners) == winners, where
                break
            seat, index = step.refused
            with pytest.raises(IllegalAction):
                state.act(seat, TAKE6.decode(index))
            action = TAKE6.decode(step.action)
            events = state.act(step.first, action)
            revealed = isinstance(action, TakeRow) or any(
                isinstance(event, CardsRevealed) for event in events
            )
            expected = seats.CHOSEN
            if revealed:
                expected = seats.PLACED if state.result() == result else seats.SCORED
            assert step.answer == expected, where
            compared += 1
    assert compared > 60
