"""`bullheads lab compare`: two results files of the same deals, paired game by game."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from bullheads.cli.main import cli
from bullheads.core.errors import BullheadsError
from bullheads.lab.compare import compare, load

MATCH = {"game": "take6", "config": {"players": 3}, "bots": ["search", "heuristic", "heuristic"], "seed": 7}


def line(number: int, bots: list[str], scores: list[int], winners: list[int]) -> dict[str, Any]:
    """A game line of a results file, two rounds long."""
    return {"number": number, "bots": bots, "scores": scores, "winners": winners, "rounds": 2, "faults": []}


def write(path: Path, games: list[dict[str, Any]], **match: Any) -> str:
    path.write_text(json.dumps({"match": {**MATCH, **match}, "games": games}), encoding="utf-8")
    return str(path)


def test_the_bot_is_compared_game_by_game_on_the_same_numbers(tmp_path: Path) -> None:
    """Game 0: a win before, a shared win after (-1/2); game 1: a loss, then a win (+1);
    game 2: the same; game 3 only before (left out). Scores per round: 4 -> 3, 6 -> 2,
    5 -> 5 (-1, -4, 0). The bot sits in other seats as the deals rotate."""
    bots = ["search", "heuristic", "heuristic"]
    rotated = ["heuristic", "search", "heuristic"]
    before = write(
        tmp_path / "before.json",
        [
            line(0, bots, [8, 20, 30], [0]),
            line(1, rotated, [30, 12, 10], [2]),
            line(2, bots, [10, 12, 14], [0]),
            line(3, bots, [10, 12, 14], [0]),
        ],
    )
    after = write(
        tmp_path / "after.json",
        [
            line(0, bots, [6, 6, 30], [0, 1]),
            line(1, rotated, [30, 4, 10], [1]),
            line(2, bots, [10, 12, 14], [0]),
        ],
    )
    result = compare(load(before, None), load(after, None))
    assert (result.games, result.unpaired) == (3, 1)
    assert (result.only_before, result.only_after) == (0, 1)
    assert result.wins.before == pytest.approx(2 / 3)
    assert result.wins.after == pytest.approx(2.5 / 3)
    differences = [-0.5, 1.0, 0.0]
    assert result.wins.difference == pytest.approx(sum(differences) / 3)
    spread = math.sqrt(sum((d - 1 / 6) ** 2 for d in differences) / 2)
    assert result.wins.interval == pytest.approx(1.96 * spread / math.sqrt(3))
    assert result.scores.before == pytest.approx(5.0)
    assert result.scores.difference == pytest.approx(-5 / 3)


def test_a_file_against_itself_differs_by_nothing(tmp_path: Path) -> None:
    games = [line(n, MATCH["bots"], [n, 2 * n, 3], [n % 3]) for n in range(6)]  # type: ignore[arg-type]
    path = write(tmp_path / "a.json", games)
    result = compare(load(path, None), load(path, None))
    assert (result.wins.difference, result.wins.interval) == (0.0, 0.0)
    assert (result.scores.difference, result.only_before, result.only_after) == (0.0, 0, 0)


def test_a_bot_of_another_name_in_the_second_file_is_compared_in_the_same_seats(tmp_path: Path) -> None:
    before = write(tmp_path / "b.json", [line(n, MATCH["bots"], [2, 4, 6], [0]) for n in range(3)])
    strong = ["search:strong", "heuristic", "heuristic"]
    after = write(tmp_path / "a.json", [line(n, strong, [4, 4, 6], [0, 1]) for n in range(3)], bots=strong)
    result = compare(load(before, "search"), load(after, "search:strong"))
    assert result.scores.difference == pytest.approx(1.0)
    assert result.wins.difference == pytest.approx(-0.5)


def test_the_command_prints_the_paired_differences(tmp_path: Path) -> None:
    before = write(tmp_path / "b.json", [line(n, MATCH["bots"], [2, 4, 6], [0]) for n in range(4)])
    games = [line(n, MATCH["bots"], [4, 4, 6], [0] if n else [1]) for n in range(4)]
    after = write(tmp_path / "a.json", games)
    outcome = CliRunner().invoke(cli, ["lab", "compare", before, after])
    assert outcome.exit_code == 0, outcome.output
    assert "search: 4 games on the same deals" in outcome.output
    assert "won only before: 1, only after: 0" in outcome.output
    assert "paired +1.00 ± 0.00" in outcome.output
    assert "the score/round changed" in outcome.output


def test_co_operative_teams_are_compared_deal_by_deal(tmp_path: Path) -> None:
    """A co-operative match's lines carry the team seat's score too (one more score than
    bots, DESIGN.md) and a team's win counts 1 (lab.stats.win_share): the rule-of-thumb
    team wins deals 0 and 1, the other team deals 1 and 2."""
    team = {"game": "numeranza", "config": {"variant": "coop", "players": 2}, "seed": 3}

    def coop(number: int, bot: str, pile: int, won: bool) -> dict[str, Any]:
        return {**line(number, [bot, bot], [pile] * 3, [0, 1, 2] if won else []), "team": True}

    games = [coop(n, "heuristic", 10 + n, n < 2) for n in range(3)]
    before = write(tmp_path / "b.json", games, **team, bots=["heuristic"])
    after = write(tmp_path / "a.json", [coop(n, "talk", 12, n > 0) for n in range(3)], **team, bots=["talk"])
    result = compare(load(before, None), load(after, None))
    assert (result.games, result.only_before, result.only_after) == (3, 1, 1)
    assert result.wins.difference == 0.0
    assert result.scores.difference == pytest.approx((1.0 + 0.5 + 0.0) / 3)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"seed": 8}, "not the same deals: seed 7 against 8"),
        ({"config": {"players": 3, "end": "rounds"}}, "not the same deals: game options"),
        ({"bots": ["search", "random", "heuristic"]}, "do not seat the same bots"),
    ],
)
def test_files_of_other_deals_are_refused(tmp_path: Path, change: dict[str, Any], message: str) -> None:
    games = [line(n, MATCH["bots"], [2, 4, 6], [0]) for n in range(3)]
    before = write(tmp_path / "b.json", games)
    after = write(tmp_path / "a.json", games, **change)
    with pytest.raises(BullheadsError, match=message):
        compare(load(before, None), load(after, None))


def test_bad_files_are_one_clear_line(tmp_path: Path) -> None:
    good = write(tmp_path / "good.json", [line(n, MATCH["bots"], [2, 4, 6], [0]) for n in range(3)])
    (tmp_path / "text.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "other.json").write_text('{"games": []}', encoding="utf-8")
    broken = {"match": MATCH, "games": [{"number": 0, "bots": ["search"], "scores": []}]}
    (tmp_path / "broken.json").write_text(json.dumps(broken), encoding="utf-8")
    words = {"match": MATCH, "games": [line(0, MATCH["bots"], ["2", 4, 6], [0])]}  # type: ignore[list-item]
    (tmp_path / "words.json").write_text(json.dumps(words), encoding="utf-8")
    absent = {"match": MATCH, "games": [line(0, ["random", "heuristic", "heuristic"], [2, 4, 6], [0])]}
    (tmp_path / "absent.json").write_text(json.dumps(absent), encoding="utf-8")
    for name, message in (
        ("missing.json", "no such file"),
        ("text.json", "not JSON"),
        ("other.json", "not a results file"),
        ("broken.json", "not a results file"),
        ("words.json", "not a results file"),
        ("absent.json", "game 0 does not seat 'search'"),
    ):
        outcome = CliRunner().invoke(cli, ["lab", "compare", good, str(tmp_path / name)])
        assert outcome.exit_code == 1
        assert message in outcome.output and "Traceback" not in outcome.output
    outcome = CliRunner().invoke(cli, ["lab", "compare", good, good, "--bot", "neural"])
    assert "no bot 'neural' in its lineup (search, heuristic)" in outcome.output


@pytest.mark.parametrize(
    ("game", "config"),
    [("buffalo", {"players": 3}), ("numeranza", {"variant": "coop", "players": 2})],
)
def test_real_co_operative_results_files_are_compared(
    tmp_path: Path, game: str, config: dict[str, Any]
) -> None:
    """Every co-operative game's own results files pair team against team, whether its team
    decides in a seat of its own (Numeranza) or in seat 0 (Beat the Buffalo, whose files
    were refused as malformed)."""
    files = []
    for bot in ("heuristic", "random"):
        path = str(tmp_path / f"{bot}.json")
        arguments = ["match", "--game", game, "--config", json.dumps(config), "--bots", bot]
        result = CliRunner().invoke(cli, [*arguments, "--games", "3", "--seed", "2", "-q", "--results", path])
        assert result.exit_code == 0, result.output
        assert json.loads(Path(path).read_text(encoding="utf-8"))["games"][0]["team"] is True
        files.append(path)
    result = CliRunner().invoke(cli, ["lab", "compare", *files, "--bot-after", "random"])
    assert result.exit_code == 0, result.output
    assert "3 games on the same deals" in result.output, result.output
