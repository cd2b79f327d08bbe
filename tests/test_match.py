"""Matches: rotated seats over duplicated deals, the same results for any job count."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from bullheads.cli.main import cli
from bullheads.lab.match import MatchSpec, deal_seed, play_game, run_match, seating
from bullheads.lab.stats import mean_interval, summarize, table

ONE_ROUND = {"players": 3, "end": "rounds", "rounds": 1}
SPEC = MatchSpec(game="take6", config=ONE_ROUND, bots=("heuristic", "random", "random"), games=6, seed=4)


def test_each_deal_is_played_once_from_every_seat() -> None:
    assert [seating(SPEC, number) for number in range(3)] == [[0, 1, 2], [2, 0, 1], [1, 2, 0]]
    assert len({deal_seed(SPEC, number) for number in range(3)}) == 1
    assert deal_seed(SPEC, 2) != deal_seed(SPEC, 3)
    games = run_match(SPEC)
    assert [game["bots"].index("heuristic") for game in games] == [0, 1, 2, 0, 1, 2]


def test_the_results_are_the_same_whatever_the_number_of_jobs() -> None:
    assert run_match(SPEC, jobs=1) == run_match(SPEC, jobs=2)


def test_a_game_is_the_same_when_played_again() -> None:
    assert play_game(SPEC, 4) == play_game(SPEC, 4)


def test_a_watcher_sees_the_game_after_every_action_and_changes_nothing() -> None:
    seen: list[tuple[int, bool]] = []
    line = play_game(SPEC, 4, watch=lambda state: seen.append((sum(state.view(None)["totals"]), state.over)))
    assert len(seen) == line["decisions"] > 0
    assert seen[-1] == (sum(line["scores"]), True)
    assert not any(over for _, over in seen[:-1])
    assert line == play_game(SPEC, 4)


def test_the_summary_pools_seats_and_splits_shared_wins() -> None:
    games = [
        {"bots": ["a", "b"], "scores": [10, 20], "winners": [0], "rounds": 2, "faults": []},
        {"bots": ["b", "a"], "scores": [5, 5], "winners": [0, 1], "rounds": 1, "faults": []},
    ]
    lines = {(line["bot"], line["seat"]): line for line in summarize(games)}
    assert lines[("a", None)]["score_per_round"] == 5.0 and lines[("a", None)]["win_rate"] == 0.75
    assert lines[("b", None)]["score_per_round"] == 7.5 and lines[("b", None)]["win_rate"] == 0.25
    assert lines[("a", 1)]["games"] == 1 and lines[("a", 1)]["win_rate"] == 0.5
    assert "score/round (95%)" in table(summarize(games))
    assert mean_interval([1.0, 3.0]) == (2.0, 1.96 * 2**0.5 / 2**0.5)


def test_match_command_prints_the_table_and_writes_the_results(tmp_path: Path) -> None:
    results = tmp_path / "match.json"
    outcome = CliRunner().invoke(
        cli,
        [
            "match",
            "--game",
            "take6",
            "--players",
            "3",
            "--config",
            '{"end": "rounds", "rounds": 1}',
            "--bots",
            "heuristic,random",
            "--games",
            "6",
            "--seed",
            "4",
            "--jobs",
            "1",
            "--quiet",
            "--results",
            str(results),
        ],
    )
    assert outcome.exit_code == 0, outcome.output
    assert "heuristic" in outcome.output and "win rate" in outcome.output
    data = json.loads(results.read_text(encoding="utf-8"))
    assert data["match"]["bots"] == ["heuristic", "random", "random"]
    assert data["games"] == run_match(SPEC)
    assert data["summary"] == summarize(data["games"])


def test_match_command_names_bad_input_without_a_traceback() -> None:
    runner = CliRunner()
    for arguments, says in [
        (["--config", "{oops"], "not JSON"),
        (["--config", "[1]"], "a JSON object is needed"),
        (["--bots", "nobody"], "no bot called 'nobody'"),
        (["--players", "11"], "2 to 10 players"),
        (["--bots", "a,b,c,d,e"], "5 bots for 4 seats"),
        (["--games", "0"], "at least 1"),
        (["--professional", "deal", "--players", "7"], "professional variant is for 2 to 6 players"),
        (["--professional", "--config", '{"snake": 1}'], "the option 'snake' must be true or false"),
        (["--professional", "open"], "'open' is not one of"),
        (["--game", "take11", "--professional"], "unknown Take 11! option(s): professional"),
    ]:
        outcome = runner.invoke(cli, ["match", "--quiet", *arguments])
        assert outcome.exit_code != 0, arguments
        assert says in outcome.output, (arguments, outcome.output)
        assert outcome.exception is None or isinstance(outcome.exception, SystemExit)


def test_T6_15_match_plays_the_professional_deal(tmp_path: Path) -> None:
    results = tmp_path / "match.json"
    arguments = ["--players", "3", "--professional", "deal", "--config", '{"end": "rounds"}']
    arguments += ["--bots", "heuristic,random", "--games", "3", "--jobs", "1", "--quiet"]
    outcome = CliRunner().invoke(cli, ["match", *arguments, "--results", str(results)])
    assert outcome.exit_code == 0, outcome.output
    data = json.loads(results.read_text(encoding="utf-8"))
    assert data["match"]["config"]["professional"] == "deal"
    draft = CliRunner().invoke(cli, ["match", *arguments[:2], "--professional", *arguments[4:]])
    assert '"professional": true' in draft.output, draft.output


def test_a_cooperative_match_deals_anew_each_game_and_counts_a_team_win_for_every_member() -> None:
    spec = MatchSpec(game="buffalo", config={"players": 2}, bots=("heuristic", "heuristic"), games=4, seed=1)
    assert len({deal_seed(spec, number) for number in range(4)}) == 4
    games = run_match(spec)
    assert all(game["team"] for game in games)
    won = sum(1 for game in games if game["winners"])
    lines = {(line["bot"], line["seat"]): line for line in summarize(games)}
    assert lines[("heuristic", 0)]["win_rate"] == won / 4


def test_a_team_seat_of_its_own_is_played_by_seat_0s_bot() -> None:
    """Numeranza's co-operative variant asks its team seat (seat `players`) too."""
    spec = MatchSpec(
        game="numeranza", config={"variant": "coop", "players": 1}, bots=("heuristic",), games=1, seed=2
    )
    (game,) = run_match(spec)
    assert game["team"] and game["bots"] == ["heuristic"]


def test_a_team_game_counts_once_in_the_line_over_every_seat() -> None:
    games = [
        {
            "bots": ["a", "a", "a"],
            "scores": [9, 9, 9],
            "winners": [0, 1, 2],
            "rounds": 1,
            "faults": [],
            "team": True,
        }
    ]
    lines = {(line["bot"], line["seat"]): line for line in summarize(games)}
    assert lines[("a", None)]["games"] == 1 and lines[("a", None)]["win_rate"] == 1.0
    assert lines[("a", 2)]["games"] == 1


def test_a_cooperative_match_prints_the_teams_line_once() -> None:
    """The seats of a team share one score and one result: the table printed a line for
    every seat that said the team's again."""
    arguments = ["match", "--game", "buffalo", "--players", "3", "--bots", "heuristic"]
    arguments += ["--games", "2", "--quiet"]
    outcome = CliRunner().invoke(cli, arguments)
    assert outcome.exit_code == 0, outcome.output
    rows = [line.split() for line in outcome.output.splitlines() if line.startswith("heuristic")]
    assert [row[1] for row in rows] == ["team"], outcome.output
