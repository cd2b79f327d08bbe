"""Numeranza on the contract: actions and configs round trip, illegal actions change
nothing, bots play legally in every variant (the team seat too), and the example
records replay with `bullheads replay --verify`."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from bullheads.bots.registry import bot_names, make_bot
from bullheads.cli.main import cli
from bullheads.core.errors import ConfigError, IllegalAction, RecordError
from bullheads.games import get_game
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig
from bullheads.games.numeranza.actions import (
    SIMPLE,
    Defend,
    Discard,
    Give,
    Hint,
    Play,
    Replace,
    Say,
    Simple,
    Try,
    WinNew,
    decode,
)

VARIANTS = ["target", "spiral", "trips", "diamond", "coop"]
RECORDS = sorted((Path(__file__).parent.parent / "examples" / "records").glob("numeranza-*.json"))


def test_the_game_and_its_bots_are_registered() -> None:
    assert get_game("numeranza") is NUMERANZA
    assert {"heuristic", "random"} <= set(bot_names("numeranza"))


ACTIONS = [
    *(Simple(name) for name in SIMPLE),
    Play(0), Play(99), Defend(40), Discard(7), Try(12), Say("alone"), Hint("cant_help"),
    Give(5), Replace(0b101), WinNew(0), WinNew(1 << 24),
]  # fmt: skip


@pytest.mark.parametrize("action", ACTIONS, ids=str)
def test_actions_round_trip(action: Any) -> None:
    assert decode(action.encode()) == action
    assert NUMERANZA.action_from_json(json.loads(json.dumps(action.to_json()))) == action


@pytest.mark.parametrize(
    "data", [{"play": 100}, {"do": "fly"}, {"say": "maybe"}, {"try": -1}, {"replace": [1, 1]}, [3], None]
)
def test_bad_action_json_is_a_record_error(data: Any) -> None:
    with pytest.raises(RecordError, match="not a Numeranza action"):
        NUMERANZA.action_from_json(data)


@pytest.mark.parametrize("index", [-1, 11, 99, 10_000, 1 << 27, "3"])
def test_decode_rejects_other_indexes(index: Any) -> None:
    with pytest.raises(ValueError, match="no Numeranza action"):
        decode(index)


@pytest.mark.parametrize("variant", VARIANTS)
def test_config_round_trips_and_names_bad_options(variant: str) -> None:
    config = NumeranzaConfig(variant=variant, players=3, margin_face_down=2)
    assert NumeranzaConfig.from_json(json.loads(json.dumps(config.to_json()))) == config
    for bad, message in (
        ({"variant": "chess"}, "unknown variant"),
        ({"colour": 1}, "unknown Numeranza option"),
        ({"bluff": 1}, "true or false"),
        ({"special_copies": [[2, 1, 3]]}, "pairs"),
        ({"margin_by_neighbours": [1, 1]}, "5 margins"),
        ({"operations_by_neighbours": ["both"] * 4 + ["maybe"]}, "one of: both, add, none"),
        ({"players": "4"}, "players"),
    ):
        with pytest.raises(ConfigError, match=message):
            NumeranzaConfig.from_json({"variant": variant, **bad})


@pytest.mark.parametrize("variant", VARIANTS)
def test_an_illegal_action_says_why_and_changes_nothing(variant: str) -> None:
    state = NUMERANZA.new(NumeranzaConfig(variant=variant, players=2), seed=5)
    before = [state.view(seat) for seat in (0, 1, None)]
    seat = state.to_act()[0]
    waiting = [s for s in range(2) if s not in state.to_act()]
    cases = [(seat, Play(0), "cannot play 2\\* now"), (seat, Try(30), "the cell must be a whole number")]
    cases += [(other, Simple("draw"), "cannot act now") for other in waiting]
    for who, action, reason in cases:
        with pytest.raises(IllegalAction, match=reason):
            state.act(who, action)
    assert [state.view(s) for s in (0, 1, None)] == before and state.history == []


@pytest.mark.parametrize("name", ["random", "heuristic"])
@pytest.mark.parametrize("variant", VARIANTS)
def test_bots_play_legally_in_every_variant_and_seat(name: str, variant: str) -> None:
    for players in (2, 4):
        state = NUMERANZA.new(NumeranzaConfig(variant=variant, players=players, turn_limit=120), seed=players)
        bots = [make_bot(name, "numeranza", seat) for seat in range(players + 1)]
        while not state.over:
            seat = state.to_act()[0]
            view, legal = state.view(seat), state.legal(seat)
            untouched = (copy.deepcopy(view), list(legal))
            action = bots[seat].choose(view, legal)
            assert action in legal
            assert (view, legal) == untouched
            state.act(seat, action)


def test_the_heuristic_bot_wins_more_specials_than_random_in_the_spiral() -> None:
    points = {"heuristic": 0, "random": 0}
    for seed in range(6):
        state = NUMERANZA.new(NumeranzaConfig(variant="spiral", players=2), seed=seed)
        names = ["heuristic", "random"] if seed % 2 else ["random", "heuristic"]
        bots = [make_bot(n, "numeranza", seed) for n in names]
        while not state.over:
            seat = state.to_act()[0]
            state.act(seat, bots[seat].choose(state.view(seat), state.legal(seat)))
        for seat, n in enumerate(names):
            points[n] += state.result().scores[seat]
    assert points["heuristic"] > 2 * points["random"], points


def test_there_is_an_example_record_per_variant() -> None:
    assert sorted(json.loads(p.read_text())["config"]["variant"] for p in RECORDS) == sorted(VARIANTS)


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_example_records_verify(path: Path) -> None:
    result = CliRunner().invoke(cli, ["replay", str(path), "--verify"])
    assert result.exit_code == 0, result.output
    assert "verified" in result.output


def test_float_and_bool_fields_and_seats_are_refused_and_change_nothing() -> None:
    """Play(0.0) was accepted (0.0 == 0) and written as a record that replay refuses."""
    state = NUMERANZA.new(NumeranzaConfig(variant="spiral", players=2), seed=5)
    seat = state.to_act()[0]
    before = [state.view(s) for s in (0, 1, None)]
    for who, action, reason in [
        (seat, Play(0.0), "the card id must be a whole number"),  # type: ignore[arg-type]
        (seat, Play(True), "the card id must be a whole number"),  # type: ignore[arg-type]
        (seat, Simple("dance"), "the action must be one of"),
        (True, Simple("draw"), "there is no seat True"),
        (None, Simple("draw"), "there is no seat None"),
    ]:
        with pytest.raises(IllegalAction, match=reason):
            state.act(who, action)
    assert [state.view(s) for s in (0, 1, None)] == before and state.history == []


def test_a_config_with_a_list_among_its_actions_is_refused() -> None:
    """A list among the phase-1 actions raised 'unhashable type' (found by mutating records)."""
    with pytest.raises(ConfigError, match="'actions' must be distinct names"):
        NumeranzaConfig.from_json({"actions": [["draw"], "play"]})
