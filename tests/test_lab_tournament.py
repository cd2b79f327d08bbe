"""Tournaments and ratings: lineups, deterministic results, a rating list that ranks the
stronger bot first, and the command's output and files."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lab_tools import ONE_ROUND, small_tournament

from bullheads.cli.main import cli
from bullheads.core.errors import BullheadsError
from bullheads.lab.backends import Local
from bullheads.lab.ratings import rate, seat_ranks
from bullheads.lab.runner import run_cells
from bullheads.lab.study import read_csv
from bullheads.lab.tournament import Kind, lineups, tournament_cells


def test_lineups_of_round_robin_and_gauntlet() -> None:
    assert lineups(["a", "b", "c"], 2, Kind.ROUND_ROBIN) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert lineups(["a", "b"], 4, Kind.ROUND_ROBIN) == [("a", "b", "a", "b")]
    assert lineups(["a", "b", "c"], 3, Kind.GAUNTLET) == [("a", "b", "b"), ("a", "c", "c")]
    with pytest.raises(BullheadsError, match="two different bots"):
        lineups(["a", "a"], 2, Kind.ROUND_ROBIN)


def test_unknown_bots_and_refused_configs_are_named_before_play() -> None:
    with pytest.raises(BullheadsError, match="no bot called 'nobody'"):
        tournament_cells("take6", ONE_ROUND, ["random", "nobody"], Kind.ROUND_ROBIN, 3, 1)
    with pytest.raises(BullheadsError, match="2 to 10 players"):
        tournament_cells("take6", {"players": 11}, ["random", "heuristic"], Kind.ROUND_ROBIN, 3, 1)


def test_winners_rank_first_then_by_distance_from_the_winning_score() -> None:
    assert seat_ranks([3, 9, 3, 20], [0, 2]) == [0.0, 1.0, 0.0, 2.0]
    assert seat_ranks([30, 10, 25], [0]) == [0.0, 2.0, 1.0]


def test_a_small_tournament_rates_the_rule_of_thumb_bot_above_random() -> None:
    cells = small_tournament()
    results = run_cells(cells, Local(1))
    assert [len(games) for games in results] == [6, 6]
    assert run_cells(cells, Local(2)) == results
    ratings = rate(results)
    assert [row["bot"] for row in ratings] == ["heuristic", "random"]
    assert ratings[0]["mu"] > ratings[1]["mu"] and all(row["sigma"] > 0 for row in ratings)
    assert ratings == rate(results)


def test_tournament_command_prints_the_list_and_writes_its_files(tmp_path: Path) -> None:
    out = tmp_path / "t"
    arguments = ["lab", "tournament", "-n", "3", "--config", '{"end": "rounds", "rounds": 1}']
    arguments += [
        "--bot",
        "random",
        "--bot",
        "heuristic",
        "--games",
        "6",
        "--jobs",
        "1",
        "-q",
        "--out",
        str(out),
    ]
    outcome = CliRunner().invoke(cli, arguments)
    assert outcome.exit_code == 0, outcome.output
    assert "round-robin, 1 lineups, 6 games" in outcome.output and "| 1 | heuristic |" in outcome.output
    rows = read_csv(out / "games.csv")
    assert len(rows) == 18 and {row["bot"] for row in rows} == {"random", "heuristic"}
    assert (out / "ratings.png").stat().st_size < 100_000 and "ratings.png" in (out / "report.md").read_text()


def test_tournament_command_refuses_an_unknown_bot_in_one_line() -> None:
    outcome = CliRunner().invoke(cli, ["lab", "tournament", "--bot", "random", "--bot", "nobody", "-q"])
    assert outcome.exit_code == 1
    assert (
        outcome.output.strip().startswith("Error: no bot called 'nobody'")
        and "Traceback" not in outcome.output
    )


@pytest.mark.parametrize(
    ("game", "config"), [("buffalo", '{"players": 3}'), ("numeranza", '{"variant": "coop", "players": 3}')]
)
def test_a_co_operative_game_is_refused_with_the_commands_that_compare_teams(game: str, config: str) -> None:
    """Its seats are one team: the tournament printed an empty rating list (no side to rank)."""
    arguments = ["lab", "tournament", "--game", game, "--config", config]
    outcome = CliRunner().invoke(cli, [*arguments, "--bot", "random", "--bot", "heuristic", "-q"])
    assert outcome.exit_code == 1 and "Traceback" not in outcome.output
    assert "is co-operative" in outcome.output and "bullheads lab sprt A B" in outcome.output
