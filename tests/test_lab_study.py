"""Studies: the study file's errors name their line before any game is played, the tidy
table has one row per game and seat, a crashing protocol bot is recorded and replaced,
and an interrupted study resumes where it stopped with the same results."""

from __future__ import annotations

import contextlib
import signal
import sqlite3
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner
from lab_tools import STUDY, small_study

from bullheads.cli.main import cli
from bullheads.lab.backends import Local
from bullheads.lab.runner import run_cells
from bullheads.lab.store import Store
from bullheads.lab.study import COLUMNS, StudyError, load_study, parse_study, read_csv, tidy_rows

ROOT = Path(__file__).resolve().parents[1]
GOOD = STUDY.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("seed = 7", "seed = 7\nsede = 1"), "line 4: unknown [study] key 'sede'"),
        (('game = "take6"', 'game = "chess"'), "line 7: unknown game 'chess'"),
        (('["random"], ', '["random"], ["heurstic"], '), "line 9: no bot called 'heurstic'"),
        (("players = [2, 3]", "players = [2, 11]"), "line 11: config 'base' with 11 players"),
        (("rounds = 1 }", "rounds = 0 }"), "line 11: config 'base' with 2 players"),
        (
            ("rounds = 1 }", "rouns = 1 }"),
            "line 11: config 'base': Take 6! has no option 'rouns' (options: end,",
        ),
        (("players = [2, 3]", "players = [2, 3"), "Unclosed array (at line 9"),
        (
            ("players = [2, 3]", "games = 0\nplayers = [2, 3]"),
            "line 8: a grid's games must be a whole number",
        ),
        (('lineups = [["random"], ', 'lineups = [["random", "random", "random", "random"], '), "more bots"),
    ],
)
def test_a_broken_study_file_is_named_by_its_line(
    tmp_path: Path, change: tuple[str, str], message: str
) -> None:
    assert change[0] in GOOD
    study = tmp_path / "broken.toml"
    study.write_text(GOOD.replace(*change, 1), encoding="utf-8")
    with pytest.raises(StudyError) as error:
        load_study(study)
    assert str(error.value).startswith(str(study)) and message in str(error.value)
    out = tmp_path / "out"
    outcome = CliRunner().invoke(cli, ["lab", "study", str(study), "--out", str(out), "-q"])
    assert outcome.exit_code == 1 and message in outcome.output and len(outcome.output.splitlines()) == 1
    assert not out.exists()  # nothing played, nothing written


def test_the_study_crosses_configs_players_and_lineups_on_common_deals() -> None:
    cells = small_study()
    assert len(cells) == 8 and {cell.spec.games for cell in cells} == {6}
    labels = {(c.labels["config"], c.labels["players"], c.labels["lineup"]) for c in cells}
    assert ("mountaineering", 3, "heuristic,random") in labels
    by_players = {c.spec.seed for c in cells if c.labels["players"] == 2}
    assert len(by_players) == 1 and by_players != {c.spec.seed for c in cells if c.labels["players"] == 3}


def test_a_grid_may_play_more_games_than_the_study() -> None:
    study = parse_study(
        tomllib.loads(GOOD.replace("players = [2, 3]", "games = 9\nplayers = [2, 3]")), GOOD, "g"
    )
    assert {(cell.labels["players"], cell.spec.games) for cell in study} == {(2, 10), (3, 9)}


def test_study_command_writes_a_tidy_table_and_a_report(tmp_path: Path) -> None:
    out = tmp_path / "smoke"
    outcome = CliRunner().invoke(cli, ["lab", "study", str(STUDY), "--out", str(out), "--jobs", "2", "-q"])
    assert outcome.exit_code == 0, outcome.output
    rows = read_csv(out / "games.csv")
    assert list(rows[0]) == list(COLUMNS) and len(rows) == 4 * 6 * 2 + 4 * 6 * 3
    assert rows == tidy_rows(small_study(), run_cells(small_study(), Local(1)))
    report = (out / "report.md").read_text(encoding="utf-8")
    assert "## Skill spread" in report and "| mountaineering |" in report
    for plot in ("scores.png", "per-round.png", "length.png", "skill.png"):
        assert f"]({plot})" in report and 0 < (out / plot).stat().st_size < 100_000


def test_a_crashing_protocol_bot_is_recorded_and_replaced(tmp_path: Path) -> None:
    study = tmp_path / "crash.toml"
    crash = 'cmd:python -c \\"import sys; sys.exit(3)\\"'
    study.write_text(GOOD.replace('["random"], ', f'["{crash}", "random"], '), encoding="utf-8")
    cells = [cell for cell in load_study(study) if cell.spec.bots[0].startswith("cmd:")][:1]
    rows = tidy_rows(cells, run_cells(cells, Local(1)))
    crashed = [row for row in rows if row["bot"].startswith("cmd:")]
    assert len(crashed) == 6 and all(row["faults"] >= 1 for row in crashed)
    assert all(row["score"] >= 0 for row in crashed)  # the fallback played those seats on


GAMES = 1500
"""About 2 s of play on one idle core (3-round games of 3 random seats)."""


def test_an_interrupted_study_resumes_where_it_stopped(tmp_path: Path) -> None:
    """A kill -9 after the first commit (every 0.5 s): the study must still be running then,
    so it holds enough play to outlast a commit on a fast idle machine (300 one-round
    games did not: they were all stored at the first commit)."""
    study, out = tmp_path / "long.toml", tmp_path / "resumed"
    study.write_text(
        f'[study]\nseed = 2\ngames = {GAMES}\n[[grid]]\ngame = "take6"\nplayers = [3]\n'
        'lineups = [["random"]]\n[grid.configs]\nbase = { end = "rounds", rounds = 3 }\n',
        encoding="utf-8",
    )
    command = [
        sys.executable,
        "-m",
        "bullheads",
        "lab",
        "study",
        str(study),
        "--out",
        str(out),
        "-j",
        "1",
        "-q",
    ]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline, stored = time.monotonic() + 60, 0
        while not stored and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.05)
            if (out / "games.sqlite").exists():
                with contextlib.closing(sqlite3.connect(out / "games.sqlite")) as connection:
                    try:
                        stored = connection.execute("SELECT count(*) FROM games").fetchone()[0]
                    except sqlite3.OperationalError:  # the file exists, its table not yet
                        continue
        assert process.poll() is None, "the study ended before it could be killed"
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    cells = load_study(study)
    store = Store(out / "games.sqlite")
    kept = store.played(cells[0].spec)
    store.close()
    assert 0 < len(kept) < GAMES
    outcome = CliRunner().invoke(cli, ["lab", "study", str(study), "--out", str(out), "--jobs", "1"])
    assert outcome.exit_code == 0, outcome.output
    rows = read_csv(out / "games.csv")
    assert rows == tidy_rows(cells, run_cells(cells, Local(1)))
    store = Store(out / "games.sqlite")
    assert {number: store.played(cells[0].spec)[number] for number in kept} == kept  # not played again
    store.close()
