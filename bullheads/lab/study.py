"""Studies: a TOML file of games x configs x lineups x player counts x replicas.

    [study]
    seed = 1            # the study's seed
    games = 40          # games per cell, rounded up to whole seat rotations
    time = 5.0          # optional: seconds per decision of cmd: bots

    [[grid]]            # one or more grids; each is a full cross product
    game = "take6"
    players = [2, 4, 6]
    lineups = [["random"], ["heuristic", "random"]]   # seat by seat, the last fills the rest
    replicas = [1]      # optional: independent repetitions (default [1])
    games = 200         # optional: games per cell of this grid (default: the study's)
    [grid.configs]      # named configs (the players come from `players`)
    base = { end = "rounds", rounds = 1 }

A cell's match seed derives from the study seed, the game, the player count and the
replica only, so every config and lineup of a table size plays the same deals (common
deals make the differences sharper). Every error (TOML syntax, an unknown key, game or
bot, an option the game does not declare, a config the game refuses) is found before any
game is played and names its line.
"""

from __future__ import annotations

import csv
import json
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bullheads.core.errors import BullheadsError
from bullheads.games import GAMES, get_game
from bullheads.lab.match import MatchSpec
from bullheads.lab.runner import Cell, check_bots, derive_seed, full_rotations

STUDY_KEYS = {"seed", "games", "time"}
GRID_KEYS = {"game", "players", "lineups", "replicas", "configs", "games"}
COLUMNS = (
    "game",
    "config",
    "players",
    "lineup",
    "replica",
    "number",
    "deal",
    "seat",
    "bot",
    "score",
    "rounds",
    "score_per_round",
    "win",
    "winner",
    "decisions",
    "faults",
    "team",
    "lower_wins",
)
"""The tidy table: one row per game and seat (`lower_wins`: 1 where the game's lowest
score wins with the cell's options, `Game.lower_scores_win`)."""


class StudyError(BullheadsError):
    """A study file that cannot be run; the message names the file and line."""


def line_of(text: str, *needles: str) -> int:
    """The first line holding every needle (1 when none does): where an error points."""
    for number, line in enumerate(text.splitlines(), 1):
        if all(needle in line for needle in needles):
            return number
    return 1


def load_study(path: str | Path) -> list[Cell]:
    """The cells of the study file at `path`, or a StudyError naming the line."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise StudyError(f"{path}: cannot read: {error.strerror}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise StudyError(f"{path}: {error}") from None
    return parse_study(data, text, str(path))


def parse_study(data: dict[str, Any], text: str, name: str) -> list[Cell]:
    def fail(message: str, *needles: str) -> StudyError:
        return StudyError(f"{name} line {line_of(text, *needles)}: {message}")

    unknown = sorted(set(data) - {"study", "grid"})
    if unknown:
        raise fail(f"unknown table or key {unknown[0]!r} (use [study] and [[grid]])", unknown[0])
    study = data.get("study", {})
    for key in sorted(set(study) - STUDY_KEYS):
        raise fail(f"unknown [study] key {key!r} (keys: {', '.join(sorted(STUDY_KEYS))})", key)
    seed, games, seconds = study.get("seed", 1), study.get("games", 40), study.get("time")
    if not isinstance(seed, int) or not isinstance(games, int) or games < 1:
        raise fail("seed must be a whole number and games one of at least 1", "games")
    if seconds is not None and (not isinstance(seconds, int | float) or seconds <= 0):
        raise fail("time must be a positive number of seconds", "time")
    grids = data.get("grid")
    if not isinstance(grids, list) or not grids:
        raise fail("a study needs at least one [[grid]]")
    cells: list[Cell] = []
    for grid in grids:
        for key in sorted(set(grid) - GRID_KEYS):
            raise fail(f"unknown [[grid]] key {key!r} (keys: {', '.join(sorted(GRID_KEYS))})", key)
        game = grid.get("game")
        if game not in GAMES:
            raise fail(f"unknown game {game!r} (games: {', '.join(sorted(GAMES))})", "game", str(game))
        players, lineups = grid.get("players"), grid.get("lineups")
        grid_games = grid.get("games", games)
        if type(grid_games) is not int or grid_games < 1:
            raise fail("a grid's games must be a whole number of at least 1", "games", str(grid_games))
        replicas, configs = grid.get("replicas", [1]), grid.get("configs")
        if not _ints(players) or not _ints(replicas):
            raise fail("players and replicas must be lists of whole numbers", "players")
        if not isinstance(lineups, list) or not lineups or not all(_names(lineup) for lineup in lineups):
            raise fail("lineups must be a list of lists of bot names", "lineups")
        if not isinstance(configs, dict) or not configs:
            raise fail("a grid needs a [grid.configs] table of named configs", "game", game)
        rules = get_game(game)
        for lineup in lineups:
            try:
                check_bots(game, lineup)
            except BullheadsError as error:
                bad = next(bot for bot in lineup if bot in str(error))
                raise fail(str(error), f'"{bad}"') from None
        for config_name, options in configs.items():
            if not isinstance(options, dict):
                raise fail(f"config {config_name!r} must be a table of options", config_name)
            for option in rules.spec.unknown(list(options)):
                known = ", ".join(declared.name for declared in rules.spec.options) or "none but players"
                needles = (config_name, option) if line_of(text, config_name, option) > 1 else (option,)
                raise fail(
                    f"config {config_name!r}: {rules.title} has no option {option!r} (options: {known})",
                    *needles,
                )
            for count in players:
                try:
                    config = rules.config_from_json({**options, "players": count})
                except BullheadsError as error:
                    raise fail(f"config {config_name!r} with {count} players: {error}", config_name) from None
                for lineup in lineups:
                    if len(lineup) > count:
                        raise fail(f"lineup {lineup} has more bots than {count} seats", "lineups")
                    bots = tuple(lineup) + (lineup[-1],) * (count - len(lineup))
                    for replica in replicas:
                        spec = MatchSpec(
                            game=game,
                            config=config.to_json(),
                            bots=bots,
                            games=full_rotations(grid_games, count),
                            seed=derive_seed(seed, game, count, replica),
                            seconds=seconds,
                        )
                        labels = {
                            "game": game,
                            "config": config_name,
                            "players": count,
                            "lineup": ",".join(lineup),
                            "replica": replica,
                        }
                        cells.append(Cell(spec, labels))
    return cells


def _ints(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(type(item) is int for item in value)


def _names(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(item, str) and item for item in value)


def tidy_rows(cells: Sequence[Cell], results: Sequence[Sequence[dict[str, Any]]]) -> list[dict[str, Any]]:
    """One row per game and seat (COLUMNS), in cell, game and seat order."""
    rows = []
    for cell, games in zip(cells, results, strict=True):
        players = len(cell.spec.bots)
        rules = get_game(cell.spec.game)
        lower_wins = int(rules.lower_scores_win(rules.config_from_json(cell.spec.config)))
        for game in games:
            winners = game["winners"]
            for seat, bot in enumerate(game["bots"]):
                won = seat in winners
                rows.append(
                    {
                        **{key: cell.labels.get(key, "") for key in ("game", "config", "players", "lineup")},
                        "replica": cell.labels.get("replica", 1),
                        "number": game["number"],
                        "deal": game["number"] // players,
                        "seat": seat,
                        "bot": bot,
                        "score": game["scores"][seat],
                        "rounds": game["rounds"],
                        "score_per_round": game["scores"][seat] / game["rounds"],
                        "win": (1.0 if game.get("team") else 1.0 / len(winners)) if won else 0.0,
                        "winner": int(won),
                        "decisions": game.get("decisions", 0),
                        "faults": sum(1 for fault in game["faults"] if fault["seat"] == seat),
                        "team": int(bool(game.get("team"))),
                        "lower_wins": lower_wins,
                    }
                )
    return rows


def write_csv(path: str | Path, rows: Sequence[dict[str, Any]]) -> None:
    """The tidy table as CSV (pandas.read_csv and polars.read_csv read it as it is)."""
    with Path(path).open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS)
        writer.writeheader()
        writer.writerows(rows)


def read_csv(path: str | Path) -> list[dict[str, Any]]:
    """The tidy table back, numbers as numbers."""
    with Path(path).open(encoding="utf-8", newline="") as handle:
        return [{key: _number(value) for key, value in row.items()} for row in csv.DictReader(handle)]


def _number(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text
