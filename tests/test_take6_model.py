"""Take 6!'s value network and the expert search (kernel/value.py, bots/take6_model.py).

The features say what they claim of a position; the compiled network computes what its
weights say (checked against numpy's arithmetic); the expert decides from its seat's view
alone; bad weights give one clear warning naming the file and the level played instead,
and the game goes on; the training command writes weights that load.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

pytest.importorskip(
    "numba", reason="the Take 6! kernel's extra is not installed (pip install -e '.[kernel]')"
)

from conftest import position
from test_search_bot import MINE, OTHERS, ROWS, twin_positions

from bullheads.bots import take6_model
from bullheads.bots.base import decide
from bullheads.bots.registry import bot_names, make_bot
from bullheads.bots.search import LEVELS, SearchBot
from bullheads.bots.take6_kernel import KernelPlayouts, kernel_playouts
from bullheads.cli.main import cli
from bullheads.games.take6.kernel import value
from bullheads.games.take6.kernel.games import new_games
from bullheads.games.take6.kernel.search import KNOWN, WORLD, redeal
from bullheads.lab import train_value, value_selfplay

pytestmark = pytest.mark.xdist_group("kernel-search")
"""The kernel's search compiles for minutes the first time: its tests share one worker."""


def known_slot(state: object, seat: int) -> KernelPlayouts:
    playouts = kernel_playouts(state.view(seat), state.view(seat)["hand"], [1.0] * 4)  # type: ignore[attr-defined]
    assert isinstance(playouts, KernelPlayouts)
    return playouts


def seat_features(games: Any, slot: int, seat: int) -> dict[int, float]:
    index = np.zeros(value.MOST, np.int32)
    entries = np.zeros(value.MOST, np.float64)
    count = value.features(games, slot, seat, np.zeros(value.SCRATCH, np.int32), index, entries)
    found: dict[int, float] = {}
    for at in range(count):
        found[int(index[at])] = found.get(int(index[at]), 0.0) + float(entries[at])
    return found


def test_the_features_of_a_position_say_what_they_claim() -> None:
    """Rows 10, 30, 60 and 80 (3 heads each); seat 0 holds 3 (a low card, T6-09), 14 (for
    row 10, T6-06: the others' 12 would land there before it), ..."""
    state = position([MINE, *OTHERS], ROWS)
    playouts = known_slot(state, 0)
    nobody_careless = np.zeros(len(state.totals), np.int32)
    redeal(playouts.games, 0, nobody_careless, playouts.avoid)  # the others: from what 0 has not seen
    games = playouts.games
    for seat, hand in enumerate([MINE, *OTHERS]):  # put the real hands back in the world
        games.hands[WORLD, seat, :10] = hand
    found = seat_features(playouts.games, WORLD, 0)
    assert all(found[value.HAND + card - 1] == 1.0 for card in MINE)
    assert found[value.LOW + 2] == 1.0  # 3 is low; the lightest row has 3 heads (T6-02): class 3-4
    others = [card for hand in OTHERS for card in hand]
    crowd = {card: sum(1 for other in others if last < other < card) for card, last in _targets(MINE).items()}
    expected: dict[int, float] = {}
    for count in crowd.values():  # every row holds 1 card: the first length's buckets
        bucket = 4 if count >= 5 else 3 if count >= 3 else count
        expected[value.CROWD + bucket] = expected.get(value.CROWD + bucket, 0.0) + 1.0
    assert {k: v for k, v in found.items() if value.CROWD <= k < value.HEADS} == expected
    assert found[value.HEADS + 2] == 9.0  # the 9 cards that are not low go to rows of 3 heads
    gaps = [0] * 5
    for other in others:
        gaps[sum(1 for row in ROWS if row[-1] < other)] += 1
    assert [found.get(value.GAPS + gap, 0.0) * 10 for gap in range(5)] == pytest.approx(gaps)
    assert found[value.SIZES] == 1.0 and found[value.SIZES + 1] == 0.4 and found[value.SIZES + 2] == 1.0


def test_a_position_loaded_from_the_engine_has_the_features_of_the_search_world() -> None:
    """The self-play data (bullheads.lab.value_selfplay) reads the engine's position in a
    kernel slot: every seat's features there are those of the search's world holding
    the same cards."""
    state = position([MINE, *OTHERS], ROWS)
    playouts = known_slot(state, 0)
    redeal(playouts.games, 0, np.zeros(len(state.totals), np.int32), playouts.avoid)
    for seat, hand in enumerate([MINE, *OTHERS]):
        playouts.games.hands[WORLD, seat, :10] = hand
    loaded = new_games(1, len(state.totals), playouts.games.rules.copy())
    value_selfplay.load(loaded, state)
    for seat in range(len(state.totals)):
        assert seat_features(loaded, 0, seat) == seat_features(playouts.games, WORLD, seat)


def test_a_bots_rounds_against_itself_are_samples_of_what_happened() -> None:
    """Every turn of a 3-player round of `search:easy` gives each seat one sample: its hand
    as it was, and the heads it took from then to the end of the round (T6-08, T6-09)."""
    columns, entries, targets = value_selfplay.played_rounds(3, "full", 7, 1, "search:easy")
    assert len(columns) == len(entries) == len(targets) == 10 * 3
    hands = value_selfplay.new_round(3, "full", 7, 0).hands
    for seat in range(3):
        assert sorted(int(k) - value.HAND + 1 for k in columns[seat] if k < value.LOW) == sorted(hands[seat])
    per_turn = targets.reshape(10, 3)
    assert (np.diff(per_turn, axis=0) <= 0).all() and (per_turn >= 0).all()
    assert per_turn[0].sum() > 0  # 30 cards on 4 rows: someone takes a row
    again = value_selfplay.played_rounds(3, "full", 7, 1, "search:easy")
    assert np.array_equal(again[2], targets)


def _targets(hand: list[int]) -> dict[int, int]:
    """Each card of `hand` that is not low, with the last card of the row it goes to."""
    lasts = [row[-1] for row in ROWS]
    return {card: max(last for last in lasts if last < card) for card in hand if card > min(lasts)}


def test_the_compiled_network_computes_what_its_weights_say() -> None:
    rng = np.random.default_rng(1)
    first, second = rng.normal(size=(value.WIDTH, 8)), rng.normal(size=(8, 5))
    first_bias, second_bias, out = rng.normal(size=8), rng.normal(size=5), rng.normal(size=5)
    net = value.network(first, first_bias, second, second_bias, out, 0.25)
    index = np.array([3, 17, value.SIZES, 3], np.int32)
    entries = np.array([1.0, 1.0, 0.7, 1.0])
    net.feature_index[:4], net.feature_value[:4] = index, entries
    dense = np.zeros(value.WIDTH)
    np.add.at(dense, index, entries)
    hidden = np.maximum(dense @ first + first_bias, 0.0)
    expected = float(np.maximum(hidden @ second + second_bias, 0.0) @ out + 0.25)
    got = value.predict(net, 4)
    assert got == pytest.approx(expected)


def test_the_shipped_weights_load_and_match_their_manifest() -> None:
    net = take6_model.load(take6_model.WEIGHTS)
    manifest = json.loads(take6_model.manifest_path(take6_model.WEIGHTS).read_text())
    assert manifest["sha256"] == take6_model.digest(take6_model.WEIGHTS)
    assert manifest["width"] == value.WIDTH == net.first.shape[0]
    assert manifest["held_out_mse"] < manifest["baseline_mse"]


def test_the_expert_search_is_a_level_of_every_game() -> None:
    assert LEVELS["expert"].learned and "search:expert" in bot_names("take6")
    assert LEVELS["strong"].batch_worlds > LEVELS["expert"].batch_worlds


@pytest.mark.parametrize("seed", [1, 2])
def test_the_expert_decides_the_same_whatever_the_hidden_cards_are(seed: int) -> None:
    """Its input is built from the seat's view only: twin positions that differ in the
    other hands alone get the same decision for the same seed."""
    first, second = twin_positions()
    assert (
        known_slot(first, 0).games.hands[KNOWN].tolist() == known_slot(second, 0).games.hands[KNOWN].tolist()
    )
    choices = [decide(make_bot("search:expert", "take6", seed), state, 0) for state in (first, second)]
    assert choices[0] == choices[1]
    assert choices[0] in first.legal(0)


@pytest.mark.parametrize(
    "damage",
    ["missing", "corrupt", "no manifest", "wrong shape"],
)
def test_bad_weights_warn_once_naming_the_file_and_the_game_goes_on(
    damage: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    weights = tmp_path / "take6_value.npz"
    manifest = take6_model.manifest_path(weights)
    shipped = take6_model.WEIGHTS.read_bytes()
    if damage == "corrupt":
        weights.write_bytes(shipped[: len(shipped) // 2])
        manifest.write_text(take6_model.manifest_path(take6_model.WEIGHTS).read_text())
    elif damage == "no manifest":
        weights.write_bytes(shipped)
    elif damage == "wrong shape":
        np.savez(weights, **{name: np.zeros((2, 2)) for name in take6_model.ARRAYS})
        manifest.write_text(json.dumps({"sha256": take6_model.digest(weights)}))
    monkeypatch.setenv(take6_model.ENVIRONMENT, str(weights))
    with caplog.at_level(logging.WARNING, logger=take6_model.__name__):
        bots = [make_bot("search:expert", "take6", 1) for _ in range(2)]
    warnings = [record.getMessage() for record in caplog.records]
    assert len(warnings) == 1 and str(weights) in warnings[0] and take6_model.FALLBACK in warnings[0]
    assert isinstance(bots[0], SearchBot) and bots[0].level is LEVELS["strong"]
    state = position([MINE, *OTHERS], ROWS)
    assert decide(bots[0], state, 0) in state.legal(0)


def test_the_training_command_writes_seeded_weights_that_load(tmp_path: Path) -> None:
    """`bullheads lab train-value` (tiny): the weights load and match their manifest, the
    curves are written, and the same seed gives the same weights."""
    pytest.importorskip("sklearn", reason="training needs the train extra (pip install -e '.[train]')")
    sums = []
    for run in ("a", "b"):
        out = tmp_path / run
        arguments = ["lab", "train-value", "--out", str(out), "--rounds", "3", "--epochs", "2", "-q"]
        outcome = CliRunner().invoke(cli, arguments)
        assert outcome.exit_code == 0, outcome.output
        assert "held-out mean squared error" in outcome.output
        weights = out / "take6_value.npz"
        take6_model.load(weights)
        assert (out / "curves.png").stat().st_size > 0
        assert len((out / "curves.csv").read_text().splitlines()) == 1 + 2
        sums.append(json.loads(take6_model.manifest_path(weights).read_text())["sha256"])
    assert sums[0] == sums[1]


def test_the_training_command_refuses_bad_options_clearly() -> None:
    outcome = CliRunner().invoke(cli, ["lab", "train-value", "--out", "x", "--hidden", "64"])
    assert outcome.exit_code == 2 and "two positive sizes" in outcome.output
    outcome = CliRunner().invoke(cli, ["lab", "train-value", "--out", "x", "--play", "nobody"])
    assert outcome.exit_code == 2 and "no Take 6! bot 'nobody'" in outcome.output


def test_a_search_bots_samples_are_the_same_in_one_process_or_two() -> None:
    """Every piece of 10 rounds has its own seeds: --jobs changes the time, not the data."""
    pytest.importorskip("sklearn", reason="training needs the train extra (pip install -e '.[train]')")
    plan = train_value.Plan(rounds=2, epochs=1, hidden=(4, 2), seed=3, play="search:easy")
    one, two = (train_value.data(plan, lambda _: None, jobs) for jobs in (1, 2))
    assert np.array_equal(one[1], two[1]) and (one[0] != two[0]).nnz == 0
    assert len(one[1]) == 2 * 10 * sum(range(2, 11))


def test_training_on_a_search_bots_rounds_starts_from_the_weights_given(tmp_path: Path) -> None:
    """`--play search:easy --start WEIGHTS`: the data are the search's rounds, the fit starts
    from the weights given (its first error is that of a trained network, not of random
    weights), the manifest says so; weights of other layers are refused by name."""
    pytest.importorskip("sklearn", reason="training needs the train extra (pip install -e '.[train]')")
    shipped = str(take6_model.WEIGHTS)
    errors = []
    for start in ([], ["--start", shipped]):
        out = tmp_path / str(len(start))
        arguments = ["lab", "train-value", "--out", str(out), "--rounds", "1", "--epochs", "1", "-q"]
        outcome = CliRunner().invoke(cli, [*arguments, "--play", "search:easy", *start])
        assert outcome.exit_code == 0, outcome.output
        manifest = json.loads(take6_model.manifest_path(out / "take6_value.npz").read_text())
        assert manifest["plan"]["play"] == "search:easy" and manifest["samples"] == 10 * sum(range(2, 11))
        errors.append(manifest["held_out_mse"])
        epochs = [line.split(",")[0] for line in (out / "curves.csv").read_text().splitlines()[1:]]
        assert epochs == (["0", "1"] if start else ["1"])  # epoch 0: the weights given, before the fit
    assert errors[1] < errors[0] / 1.5
    assert "--start" in manifest["command"]
    outcome = CliRunner().invoke(cli, [*arguments, "--start", shipped, "--hidden", "32,16"])
    assert outcome.exit_code == 1 and "its layers are 64,32, not 32,16" in outcome.output
