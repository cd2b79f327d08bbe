"""SPRT A/B tests: the LLR and its bounds, and a test that stops on the right side for
two bots of known different strength (the rule-of-thumb bot takes far fewer heads)."""

from __future__ import annotations

import math

import pytest
from click.testing import CliRunner
from lab_tools import ONE_ROUND

from bullheads.cli.main import cli
from bullheads.core.errors import BullheadsError
from bullheads.lab.backends import Local
from bullheads.lab.sprt import MIN_DEALS, Measure, bounds, edge, llr, sprt, team_edge


def test_bounds_are_fishtests() -> None:
    assert bounds(0.05, 0.05) == (math.log(0.05 / 0.95), math.log(0.95 / 0.05))
    with pytest.raises(BullheadsError):
        bounds(0.0, 0.05)


def test_llr_is_the_normal_approximation() -> None:
    samples = [1.0, 2.0, 3.0]  # mean 2, variance 1
    assert llr(samples, 0.0, 1.0) == pytest.approx(3 * 1.0 * (4 - 1) / 2)
    assert llr(samples, 2.0, 3.0) < 0 < llr(samples, 0.0, 1.0)
    assert llr([1.0, 1.0], 0.0, 1.0) == 0.0


def test_the_edge_is_in_score_per_round_in_the_games_sense_or_win_share() -> None:
    game = {"bots": ["b", "a", "b"], "scores": [10, 4, 6], "winners": [1], "rounds": 2}
    assert edge(game, "a", Measure.SCORE, lower_wins=True) == pytest.approx((5 + 3) / 2 - 2)
    assert edge(game, "a", Measure.SCORE, lower_wins=False) == pytest.approx(2 - (5 + 3) / 2)
    assert edge(game, "a", Measure.WINS, lower_wins=True) == 1.0


def test_a_team_edge_is_one_teams_deal_against_the_others() -> None:
    """Both teams played one deal: team A won with 20 heads, team B lost with 30."""
    a = {"bots": ["a", "a"], "scores": [20, 20], "winners": [0, 1], "rounds": 1, "team": True}
    b = {"bots": ["b", "b"], "scores": [30, 30], "winners": [], "rounds": 1, "team": True}
    assert team_edge(a, b, Measure.SCORE, lower_wins=True) == 10.0
    assert team_edge(a, b, Measure.SCORE, lower_wins=False) == -10.0
    assert (team_edge(a, b, Measure.WINS, True), team_edge(b, a, Measure.WINS, True)) == (1.0, -1.0)


def test_points_games_count_more_points_as_better() -> None:
    """Numeranza's scores are points (the most win): the rule-of-thumb bot, which wins
    nearly every game against random bots, was judged no better by the score."""
    config = {"players": 3}
    verdict = sprt("numeranza", config, "heuristic", "random", 0.0, 0.2, Local(1), max_games=90)
    assert verdict.accepted == "H1" and verdict.mean > 0.2


@pytest.mark.parametrize(
    ("game", "config"), [("buffalo", {"players": 3}), ("numeranza", {"variant": "coop", "players": 4})]
)
def test_co_operative_games_pit_a_team_against_a_team(game: str, config: dict[str, object]) -> None:
    """A team game has no B seats beside A's: each deal is played by a rule-of-thumb team
    and a random team (before: A and B shared one team and the edge was always 0)."""
    verdict = sprt(game, config, "heuristic", "random", 0.0, 0.2, Local(1), Measure.WINS, max_games=200)
    assert verdict.accepted == "H1" and verdict.games == 2 * verdict.deals and verdict.mean > 0.2
    assert verdict.teams and not sprt("take6", ONE_ROUND, "heuristic", "random", 0.0, 1.0, Local(1)).teams
    again = sprt(game, config, "heuristic", "random", 0.0, 0.2, Local(2), Measure.WINS, max_games=200)
    assert again == verdict


def test_the_stronger_bot_is_accepted_better_and_the_weaker_not() -> None:
    strong = sprt("take6", ONE_ROUND, "heuristic", "random", 0.0, 1.0, Local(1))
    assert strong.accepted == "H1" and strong.llr >= strong.upper and strong.mean > 1
    weak = sprt("take6", ONE_ROUND, "random", "heuristic", 0.0, 1.0, Local(1))
    assert weak.accepted == "H0" and weak.llr <= weak.lower and weak.mean < 0
    assert strong.deals == MIN_DEALS and strong.games == 3 * MIN_DEALS and weak.deals >= MIN_DEALS
    wins = sprt("take6", ONE_ROUND, "heuristic", "random", 0.0, 0.1, Local(2), Measure.WINS)
    assert wins.accepted == "H1"
    assert sprt("take6", ONE_ROUND, "heuristic", "random", 0.0, 1.0, Local(2)) == strong


def test_an_undecided_test_stops_at_the_game_limit() -> None:
    verdict = sprt("take6", ONE_ROUND, "heuristic", "random", 0.0, 1.0, Local(1), max_games=9)
    assert verdict.accepted is None and verdict.games == 9


def test_sprt_command_prints_the_verdict_and_where_it_stopped() -> None:
    arguments = [
        "lab",
        "sprt",
        "heuristic",
        "random",
        "-n",
        "3",
        "--config",
        '{"end": "rounds", "rounds": 1}',
    ]
    outcome = CliRunner().invoke(cli, [*arguments, "--d1", "1", "--jobs", "1", "-q"])
    assert outcome.exit_code == 0, outcome.output
    assert outcome.output.startswith("H1: heuristic is better than random by at least 1")
    assert f"{MIN_DEALS} deals, {3 * MIN_DEALS} games" in outcome.output
    outcome = CliRunner().invoke(cli, [*arguments, "--d0", "1", "--d1", "0", "-q"])
    assert outcome.exit_code == 1 and "Error: d1 must be greater than d0" in outcome.output


@pytest.mark.parametrize(
    ("options", "error"),
    [
        (["--d0", "1", "--d1", "0"], "d1 must be greater than d0"),
        (["--alpha", "2"], "alpha and beta must be between 0 and 1"),
    ],
)
def test_a_test_that_cannot_run_is_refused_before_its_progress_bar(options: list[str], error: str) -> None:
    """The error came under a progress bar already drawn for games never played."""
    arguments = ["lab", "sprt", "heuristic", "random", "--game", "take6", "--max-games", "8", *options]
    outcome = CliRunner().invoke(cli, arguments)
    assert outcome.exit_code == 1 and outcome.output.strip() == f"Error: {error}", outcome.output
