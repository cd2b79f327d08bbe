"""The shared terminal session (bullheads.tui.session), for every game, in English and
Spanish: leaving asks first, a failed save asks again, ``--record`` is checked before the
game, ``--resume`` continues a saved game, bots say they think, every game has a score
pad and ends with it, and two people at one keyboard have the screen cleared."""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output.vt100 import Vt100_Output

from bullheads.cli.main import cli
from bullheads.core.record import load
from bullheads.games import get_game
from bullheads.tui.console import PromptConsole
from bullheads.tui.games import UIS, resume_session
from bullheads.tui.seats import HUMAN
from bullheads.tui.session import start_session

GAMES = ["take6", "take11", "buffalo", "numeranza"]
LANGS = ["en", "es"]
WORDS = {
    "en": {
        "leave": "Leave the game?",
        "unfinished": "The game was left unfinished.",
        "thinking": "Bot 2 is thinking",
        "again": "Another file name",
        "saved": "Record saved to",
        "scores": ("Score pad", "Scores:", "No round has been scored yet."),
    },
    "es": {
        "leave": "¿Abandonar la partida?",
        "unfinished": "La partida se ha quedado sin terminar.",
        "thinking": "Bot 2 está pensando",
        "again": "Otro nombre de archivo",
        "saved": "Registro guardado en",
        "scores": ("Hoja de puntuación", "Puntuaciones:", "Aún no se ha puntuado ninguna ronda."),
    },
}


def play(game: str, lang: str, typed: str, *extra: str) -> str:
    args = ["play", game, "--players", "2", "--seed", "4", "--lang", lang, *extra]
    result = CliRunner().invoke(cli, args, input=typed)
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    return result.output


class FirstChoice:
    """Answers every prompt with the first choice offered (Enter when none); counts clears."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.clears = 0

    def say(self, line: str = "") -> None:
        self.lines.append(line)

    def ask(self, prompt: str, choices: Sequence[str] = ()) -> str:
        return choices[0] if choices else ""

    def clear(self) -> None:
        self.clears += 1


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_leaving_asks_for_confirmation_and_no_keeps_playing(game: str, lang: str) -> None:
    out = play(game, lang, "q\nn\nq\ny\n\n")
    words = WORDS[lang]
    assert out.count(words["leave"]) == 2
    assert out.count(words["unfinished"]) == 1


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_s_shows_a_score_pad_in_every_game(game: str, lang: str) -> None:
    out = play(game, lang, "s\nq\ny\n\n")
    assert any(title in out for title in WORDS[lang]["scores"])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_bots_say_they_think_and_every_game_ends_with_the_score_pad(game: str, lang: str) -> None:
    console = FirstChoice()
    config = get_game(game).config_from_json({"players": 2})
    session = start_session(get_game(game), UIS[game], config, [HUMAN, "random"], 3, console, lang)
    session.run()
    assert session.state.over
    assert any(line.startswith(WORDS[lang]["thinking"]) for line in console.lines)
    last = max(i for i, line in enumerate(console.lines) if line.startswith(WORDS[lang]["scores"]))
    end = console.lines[last:]
    assert len(end) > 2, "the score pad comes after the last event"


@pytest.mark.parametrize("lang", LANGS)
def test_a_failed_save_asks_again_for_a_file(lang: str, tmp_path: Path) -> None:
    good = tmp_path / "kept.json"
    bad = tmp_path / "missing" / "lost.json"
    out = play("take6", lang, f"q\ny\ny\n{bad}\n{good}\n")
    assert WORDS[lang]["again"] in out and WORDS[lang]["saved"] in out
    assert load(good).game == "take6"


@pytest.mark.parametrize("game", GAMES)
def test_record_path_is_checked_before_the_game(game: str, tmp_path: Path) -> None:
    for path, reason in ((tmp_path / "nowhere" / "x.json", "does not exist"), (tmp_path, "is a folder")):
        result = CliRunner().invoke(cli, ["play", game, "--record", str(path)], input="")
        assert result.exit_code == 1
        assert reason in result.output and len(result.output.strip().splitlines()) == 1
        assert "Seed" not in result.output, "no game starts"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_resume_continues_a_saved_game_with_the_same_seats(game: str, lang: str, tmp_path: Path) -> None:
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    play(game, lang, "\n" * 6 + "q\ny\n", "--seats", "human,random", "--record", str(first))
    before = load(first)
    assert before.result is not None and not before.result["over"]
    result = CliRunner().invoke(
        cli, ["play", "--resume", str(first), "--lang", lang, "--record", str(second)], input="q\ny\n"
    )
    assert result.exit_code == 0, result.output
    assert f"bullheads play --resume {second}" in result.output  # how to go on, said when saved
    after = load(second)
    assert after.actions[: len(before.actions)] == before.actions
    assert after.meta["seats"] == before.meta["seats"] and after.seed == before.seed
    console = FirstChoice()
    session = resume_session(str(second), console, lang)
    session.run()
    assert session.state.over
    assert any(line.startswith(WORDS[lang]["scores"]) for line in console.lines), "ends with the score pad"


def test_resume_of_a_bad_file_is_one_clear_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"game": "take6", "config": {}, "actions": [], "outcomes": []}))
    result = CliRunner().invoke(cli, ["play", "--resume", str(path)])
    assert result.exit_code == 1 and "meta.seats" in result.output


@pytest.mark.parametrize("game", GAMES)
def test_two_people_at_one_keyboard_have_the_screen_cleared(game: str) -> None:
    """Between two people's own decisions the screen is cleared and the keyboard passed."""
    console = FirstChoice()
    config = get_game(game).config_from_json({"players": 2})
    session = start_session(get_game(game), UIS[game], config, [HUMAN, HUMAN], 2, console, "en")
    session.run()
    assert console.clears > 2


def test_clearing_the_terminal_clears_its_scrollback_too() -> None:
    buffer = io.StringIO()
    output = Vt100_Output(buffer, lambda: Size(rows=24, columns=80), term="xterm")
    with create_pipe_input() as pipe:
        PromptConsole(pipe, output).clear()
    assert "\x1b[3J" in buffer.getvalue() and "\x1b[2J" in buffer.getvalue()


REPLAY_WORDS = {
    "en": (
        "Record of take6",
        "Players: Player 1 (a person), Player 2 (random bot)",
        "Winner",
        "1. Player 1: play",
    ),
    "es": (
        "Registro de take6",
        "Jugadores: Jugador 1 (una persona), Jugador 2 (bot al azar)",
        "Gana",
        "1. Jugador 1: play",
    ),
}


@pytest.mark.parametrize("lang", LANGS)
def test_replay_tells_the_record_in_words_and_keeps_json_under_json(lang: str, tmp_path: Path) -> None:
    """Names, seats numbered from 1 (as at the table), rows from 1; --json as before."""
    path = tmp_path / "game.json"
    config = get_game("take6").config_from_json({"players": 2})
    start_session(
        get_game("take6"), UIS["take6"], config, [HUMAN, "random"], 4, FirstChoice(), lang, str(path)
    ).run()
    words = CliRunner().invoke(cli, ["replay", "--steps", "--lang", lang, str(path)])
    assert words.exit_code == 0, words.output
    for text in REPLAY_WORDS[lang]:
        assert text in words.stdout
    assert "seat 0" not in words.stdout and "{" not in words.stdout
    raw = CliRunner().invoke(cli, ["replay", "--json", str(path)])
    assert json.loads(raw.stdout) == load(path).result
