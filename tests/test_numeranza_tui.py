"""Numeranza in the terminal: every variant plays to the end from typed numbers, in both
languages; bad input is answered, never a traceback; q leaves and offers the record."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from bullheads.cli.main import cli
from bullheads.games.numeranza import NumeranzaConfig
from bullheads.tui.console import PlainConsole
from bullheads.tui.numeranza_session import new_numeranza_session


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("variant", ["target", "spiral", "trips", "diamond", "coop"])
def test_a_person_plays_a_whole_game_by_numbers(variant: str, lang: str, tmp_path: Path) -> None:
    answers = "\n".join(["x", "?", "t", "l", *["1"] * 3000]) + "\n"
    out = io.StringIO()
    config = NumeranzaConfig(variant=variant, players=2, turn_limit=60)
    path = tmp_path / "game.json"
    session = new_numeranza_session(
        config, ["human", "heuristic"], 7, PlainConsole(io.StringIO(answers), out), lang, str(path)
    )
    session.run()
    text = out.getvalue()
    assert session.state.over, text[-2000:]
    assert json.loads(path.read_text())["result"]["over"] is True
    assert ("not one of the choices" in text) == (lang == "en")
    assert "Traceback" not in text
    raw = [line for line in text.replace(str(path), "").splitlines() if RAW.search(line)]
    assert not raw, raw[:5]


RAW = re.compile(r"\b(True|False|None)\b|[\[\]{}_]|\bYou (draws|plays|wins|clears)\b")
"""Python values, lists, codes or a third-person verb after "You" in a printed line."""


class CountingConsole(PlainConsole):
    """A plain console that counts how often the screen is cleared."""

    clears = 0

    def clear(self) -> None:
        self.clears += 1


@pytest.mark.parametrize("variant", ["trips", "coop"])
def test_hot_seat_clears_the_screen_between_two_peoples_secret_choices(variant: str) -> None:
    out = io.StringIO()
    console = CountingConsole(io.StringIO("1\n" * 3000), out)
    config = NumeranzaConfig(variant=variant, players=2, turn_limit=20)
    session = new_numeranza_session(config, ["human", "human"], 3, console, "en", None)
    session.run()
    text = out.getvalue()
    assert console.clears > 0
    assert "Pass the keyboard to Player 2" in text and "Pass the keyboard to Player 1" in text
    assert "You " not in text


def test_the_play_command_leaves_on_q_and_saves_on_request(tmp_path: Path) -> None:
    path = tmp_path / "left.json"
    result = CliRunner().invoke(
        cli,
        ["play", "numeranza", "--variant", "diamond", "--seed", "4", "--players", "3"],
        input=f"q\ny\n{path}\n",
    )
    assert result.exit_code == 0, result.output
    assert "Diamond, top row first" in result.output
    assert json.loads(path.read_text())["game"] == "numeranza"
    bad = CliRunner().invoke(cli, ["play", "numeranza", "--players", "7"])
    assert bad.exit_code != 0 and "players" in bad.output and "Traceback" not in bad.output
