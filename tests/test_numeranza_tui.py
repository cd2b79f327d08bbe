"""Numeranza in the terminal: every variant plays to the end from typed numbers, in both
languages; bad input is answered, never a traceback; q leaves and offers the record."""

from __future__ import annotations

import io
import json
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
