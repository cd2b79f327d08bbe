"""Take 6! configuration: the rule book's defaults and a readable error for each bad option."""

from __future__ import annotations

from typing import Any

import pytest

from bullheads.core.errors import ConfigError
from bullheads.games.take6 import TAKE6, EndRule, ProMode, Take6Config


def test_T6_03_defaults_are_the_rule_books() -> None:
    config = Take6Config()
    assert config.to_json() == {
        "players": 4,
        "end": "points",
        "limit": 66,
        "rounds": 1,
        "professional": False,
        "snake": False,
    }
    assert config.end is EndRule.POINTS


@pytest.mark.parametrize("players", range(2, 11))
def test_T6_03_two_to_ten_players(players: int) -> None:
    assert Take6Config(players=players).players == players


@pytest.mark.parametrize("players", [0, 1, 11, 12, -4])
def test_T6_03_players_out_of_range(players: int) -> None:
    with pytest.raises(ConfigError, match=rf"^Take 6! is for 2 to 10 players \({players} given\)$"):
        Take6Config(players=players)


@pytest.mark.parametrize("players", range(2, 7))
def test_T6_15_professional_two_to_six_players(players: int) -> None:
    assert Take6Config(players=players, professional=True).professional


@pytest.mark.parametrize("players", [7, 10])
def test_T6_15_professional_with_too_many_players(players: int) -> None:
    with pytest.raises(
        ConfigError, match=rf"^the professional variant is for 2 to 6 players \({players} given\)$"
    ):
        Take6Config(players=players, professional=True)


def test_T6_17_snake_without_professional() -> None:
    with pytest.raises(ConfigError, match=r"^the snake draft is an option of the professional variant only$"):
        Take6Config(snake=True)
    assert Take6Config(professional=True, snake=True).snake


@pytest.mark.parametrize(
    ("given", "mode", "written"),
    [
        (False, None, False),
        ("off", None, False),
        (True, ProMode.DRAFT, True),
        ("draft", ProMode.DRAFT, True),
        ("deal", ProMode.DEAL, "deal"),
    ],
)
def test_T6_15_professional_modes_and_their_json(given: Any, mode: ProMode | None, written: Any) -> None:
    # an old record's "professional": true is the draft, and the draft is still written so
    config = Take6Config.from_json({"players": 3, "professional": given})
    assert config.professional is mode
    assert config.to_json()["professional"] == written
    assert Take6Config.from_json(config.to_json()) == config


@pytest.mark.parametrize("players", [7, 10])
def test_T6_15_professional_deal_with_too_many_players(players: int) -> None:
    with pytest.raises(
        ConfigError, match=rf"^the professional variant is for 2 to 6 players \({players} given\)$"
    ):
        Take6Config(players=players, professional=ProMode.DEAL)


def test_T6_17_snake_needs_the_draft_not_the_deal() -> None:
    with pytest.raises(
        ConfigError, match=r"^the snake draft needs the professional draft: a dealt round has no draft$"
    ):
        Take6Config.from_json({"professional": "deal", "snake": True})


@pytest.mark.parametrize("limit", [0, -66])
def test_T6_13_bad_limit(limit: int) -> None:
    with pytest.raises(
        ConfigError, match=rf"^the point limit must be a whole number of at least 1 \({limit} given\)$"
    ):
        Take6Config(limit=limit)


@pytest.mark.parametrize("rounds", [0, -1])
def test_T6_13_bad_rounds(rounds: int) -> None:
    with pytest.raises(ConfigError, match=rf"^the number of rounds must be at least 1 \({rounds} given\)$"):
        Take6Config(end=EndRule.ROUNDS, rounds=rounds)


def test_T6_13_T6_14_end_rules_by_name() -> None:
    # the names are accepted too (as in JSON) and become the enum
    assert Take6Config(end="rounds", rounds=3).end is EndRule.ROUNDS  # type: ignore[arg-type]
    assert Take6Config(end="elimination", limit=50).end is EndRule.ELIMINATION  # type: ignore[arg-type]
    assert Take6Config(end=EndRule.POINTS, limit=100).limit == 100


def test_T6_12_unknown_end_rule() -> None:
    with pytest.raises(
        ConfigError, match=r"^unknown end rule 'sudden death' \(choose one of: points, rounds, elimination\)$"
    ):
        Take6Config(end="sudden death")  # type: ignore[arg-type]


def test_config_json_round_trip() -> None:
    config = Take6Config(players=3, end=EndRule.ELIMINATION, limit=40, professional=True, snake=True)
    assert Take6Config.from_json(config.to_json()) == config
    assert TAKE6.config_from_json({"players": 5}) == Take6Config(players=5)
    assert Take6Config.from_json({}) == Take6Config()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"players": 4, "jokers": 2}, r"^unknown Take 6! option\(s\): jokers$"),
        ({"bulls": 1, "colour": "red"}, r"^unknown Take 6! option\(s\): bulls, colour$"),
        ({"players": "4"}, r"^the option 'players' must be a whole number$"),
        ({"players": True}, r"^the option 'players' must be a whole number$"),
        ({"limit": 66.5}, r"^the option 'limit' must be a whole number$"),
        ({"rounds": None}, r"^the option 'rounds' must be a whole number$"),
        (
            {"professional": "yes"},
            r"^the option 'professional' must be true, false or one of: off, draft, deal \('yes' given\)$",
        ),
        ({"professional": 1}, r"^the option 'professional' must be true, false or one of: "),
        ({"snake": 1}, r"^the option 'snake' must be true or false$"),
        ({"players": 11}, r"^Take 6! is for 2 to 10 players \(11 given\)$"),
        ({"players": 8, "professional": True}, r"professional variant is for 2 to 6 players \(8 given\)"),
        ({"end": "sudden"}, r"^unknown end rule 'sudden'"),
        ({"end": 3}, r"^unknown end rule 3 "),
        ({"snake": True}, r"^the snake draft is an option of the professional variant only$"),
    ],
)
def test_config_from_json_errors_are_readable(data: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        Take6Config.from_json(data)


@pytest.mark.parametrize("data", [[4], "players=4", None, 4])
def test_config_from_json_needs_an_object(data: Any) -> None:
    with pytest.raises(ConfigError, match=r"^a Take 6! config must be a JSON object$"):
        Take6Config.from_json(data)


def test_config_error_is_a_value_error_and_stops_a_new_game() -> None:
    with pytest.raises(ValueError, match="2 to 10 players"):
        TAKE6.new(Take6Config(players=1))


@pytest.mark.parametrize("option", [{"limit": True}, {"limit": 66.0}, {"rounds": 2.0}, {"players": True}])
def test_config_refuses_bools_and_floats_for_whole_numbers(option: dict[str, Any]) -> None:
    """Take6Config(limit=True) played as limit 1."""
    with pytest.raises(ConfigError, match="given"):
        Take6Config(**option)
