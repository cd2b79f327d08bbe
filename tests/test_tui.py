"""Terminal play: whole games through `bullheads play`, commands, errors and leaving.

Games are seeded, so the answers a person would type can be worked out first by playing
the same game with a scripted console (always the first legal choice), then typed into
the real command.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from prompt_toolkit.input import PipeInput, create_pipe_input
from prompt_toolkit.output import DummyOutput

from bullheads.cli.main import cli
from bullheads.games.take6 import EndRule, ProMode, Take6Config
from bullheads.tui.console import PromptConsole
from bullheads.tui.seats import HUMAN
from bullheads.tui.take6_session import new_session


class ScriptedConsole:
    """Answers every prompt with the first legal choice (Enter when there is none)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.asked: list[tuple[str, str]] = []

    def say(self, line: str = "") -> None:
        self.lines.append(line)

    def ask(self, prompt: str, choices: Sequence[str] = ()) -> str:
        answer = choices[0] if choices else ""
        self.asked.append((prompt, answer))
        return answer

    def clear(self) -> None:
        """Nothing to hide in a script."""


def script(config: Take6Config, kinds: Sequence[str], seed: int, lang: str = "en") -> ScriptedConsole:
    """Play a game with first-legal answers; its `asked` are the lines a person types."""
    console = ScriptedConsole()
    new_session(config, kinds, seed, console, lang).run()
    return console


def typed(console: ScriptedConsole) -> str:
    return "".join(answer + "\n" for _, answer in console.asked)


def play(args: Sequence[str], text: str) -> Result:
    result = CliRunner().invoke(cli, ["play", *args], input=text)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result


FOUR = [HUMAN, "heuristic", "heuristic", "heuristic"]


def test_full_game_in_english() -> None:
    console = script(Take6Config(), FOUR, seed=11)
    result = play(["--seed", "11", "--lang", "en"], typed(console))
    assert result.exit_code == 0
    out = result.output
    assert "Seed 11: play this very game again with --seed 11." in out
    assert re.search(r"^Row 1: [\d() ]+ \(\d+ cards?, \d+ heads?\)$", out, re.MULTILINE)
    assert "Your hand: " in out
    assert "Turn 1, cards revealed: " in out
    assert "Round 1 is over." in out
    assert "Game over." in out
    assert "Final standings:" in out
    assert re.search(r"^Winners?", out, re.MULTILINE)
    assert "Score pad (heads per round):" in out
    # the command shows what the scripted game showed: same seed, same answers, same game
    assert out.count("cards revealed") == sum(line.count("cards revealed") for line in console.lines)
    assert "Traceback" not in out


def test_full_game_in_spanish_to_a_record_that_replays(tmp_path: Path) -> None:
    console = script(Take6Config(), FOUR, seed=5, lang="es")
    record = tmp_path / "partida.json"
    result = play(["--seed", "5", "--lang", "es", "--record", str(record)], typed(console))
    assert result.exit_code == 0
    out = result.output
    for text in (
        "Tu mano: ",
        "Fila 1: ",
        "cartas descubiertas",
        "Fin de la partida.",
        "Clasificación final:",
    ):
        assert text in out
    for english in ("Your hand", "Row 1", "Game over", "Winner"):
        assert english not in out
    assert json.loads(record.read_text())["result"]["over"] is True
    replayed = CliRunner().invoke(cli, ["replay", "--verify", str(record)])
    assert replayed.exit_code == 0, replayed.output


def test_language_comes_from_the_locale() -> None:
    console = script(Take6Config(), FOUR, seed=3)
    result = CliRunner(env={"LC_ALL": "", "LC_MESSAGES": "", "LANG": "es_ES.UTF-8"}).invoke(
        cli, ["play", "--seed", "3"], input=typed(console)
    )
    assert "Tu carta: " in result.output


def test_professional_game_drafts_and_ends() -> None:
    config = Take6Config(players=3, professional=True, end=EndRule.ROUNDS, rounds=2)
    kinds = [HUMAN, "heuristic", "random"]
    console = script(config, kinds, seed=2)
    args = ["--seats", "human,heuristic,random", "--professional", "--rounds", "2", "--seed", "2"]
    result = play([*args, "--lang", "en"], typed(console))
    assert result.exit_code == 0
    out = result.output
    assert "Face-up cards (34): 1 2 3 4 5(2) " in out
    assert "Card to draft: " in out
    assert "Drafted: " in out
    assert "Open hands:" in out
    assert "The game lasts 2 rounds." in out
    assert "Game over." in out


def test_T6_15_professional_deal_game_keeps_hands_secret_and_ends() -> None:
    config = Take6Config(players=3, professional=ProMode.DEAL, end=EndRule.ROUNDS, rounds=2)
    kinds = [HUMAN, "heuristic", "random"]
    console = script(config, kinds, seed=3)
    args = ["--seats", "human,heuristic,random", "--professional", "deal", "--rounds", "2", "--seed", "3"]
    result = play([*args, "--lang", "en"], typed(console))
    assert result.exit_code == 0
    out = result.output
    assert "only the cards 1 to 34 are used" in out
    assert "Face-up cards" not in out and "Open hands:" not in out
    assert "Your card: " in out
    assert "Game over." in out


def test_T6_16_a_bare_professional_still_means_the_draft() -> None:
    # README: `bullheads play --professional --snake`; the bare option is the draft
    result = play(["--professional", "--snake", "--seed", "1", "--lang", "en"], "q\ny\n\n")
    assert "Snake draft" in result.output
    assert "Card to draft: " in result.output


def test_help_lists_every_key() -> None:
    result = play(["--seed", "1", "--lang", "en"], "?\nh\nq\ny\n\n")
    help_text = result.output.split("Keys and commands", 1)[1]
    for key in ("a card number", "Tab:", "t:", "s:", "l:", "? or h:", "Up and Down", "q, Ctrl-C or Ctrl-D"):
        assert key in help_text
    assert result.output.count("Keys and commands") == 2
    assert result.exit_code == 0


def test_illegal_input_is_explained_and_asked_again() -> None:
    console = script(Take6Config(), FOUR, seed=4)
    answers = [answer for _, answer in console.asked]
    row_at = next(
        index for index, (prompt, _) in enumerate(console.asked) if prompt.startswith("Row to take")
    )
    held = {int(answer) for prompt, answer in console.asked[:10] if prompt == "Your card: "}
    not_held = next(card for card in range(1, 105) if card not in held)
    answers[row_at:row_at] = ["7", "zzz"]
    answers[0:0] = [str(not_held), "banana", ""]
    result = play(["--seed", "4", "--lang", "en"], "".join(f"{answer}\n" for answer in answers))
    out = result.output
    assert f"You do not hold {not_held}." in out
    assert '"banana" is neither a number nor a command. Type ? for help.' in out
    assert "Type a number, or ? for help." in out
    assert "Choose a row from 1 to 4." in out
    assert '"zzz" is neither a number nor a command' in out
    assert "Game over." in out
    assert result.exit_code == 0


def test_table_score_pad_and_last_turn_commands() -> None:
    console = script(Take6Config(), FOUR, seed=8)
    cards = [index for index, (prompt, _) in enumerate(console.asked) if prompt == "Your card: "]
    round_one = [answer for _, answer in console.asked[: cards[10]]]
    text = "l\ns\n" + "".join(f"{answer}\n" for answer in round_one) + "t\ns\nl\nq\ny\n\n"
    out = play(["--seed", "8", "--lang", "en"], text).output
    assert "No turn has been played yet." in out
    assert "No round has been scored yet." in out
    pad = out.rsplit("Score pad (heads per round):", 1)[1].splitlines()
    assert pad[1].split() == ["Round", "You", "Bot", "2", "Bot", "3", "Bot", "4"]
    assert pad[2].split()[0] == "1" and pad[3].split()[0] == "Total"
    last = out.rsplit("Your card: l", 1)[1]
    assert "Turn 10, cards revealed:" in last.split("Your card:", 1)[0]
    assert "The game was left unfinished." in out


def test_quit_offers_to_save_a_record_that_replays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    console = script(Take6Config(), FOUR, seed=9)
    answers = [answer for _, answer in console.asked[:3]]
    result = play(
        ["--seed", "9", "--lang", "en"], "".join(f"{line}\n" for line in [*answers, "q", "y", "y", ""])
    )
    assert result.exit_code == 0
    assert "Save the record of this game? (y/n, Enter for no): y" in result.output
    (saved,) = tmp_path.glob("bullheads-take6-*.json")
    assert re.fullmatch(r"bullheads-take6-\d{8}-\d{6}\.json", saved.name)
    assert sum(seat == 0 for seat, _ in json.loads(saved.read_text())["actions"]) == len(answers)
    replayed = CliRunner().invoke(cli, ["replay", "--verify", str(saved)])
    assert replayed.exit_code == 0, replayed.output


def test_end_of_input_leaves_cleanly_without_saving(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = play(["--seed", "1", "--lang", "en"], "")
    assert result.exit_code == 0
    assert "The game was left unfinished." in result.output
    assert not list(tmp_path.iterdir())


def test_hot_seat_passes_the_keyboard() -> None:
    kinds = [HUMAN, "random", HUMAN]
    console = script(Take6Config(players=3), kinds, seed=6)
    result = play(["--seats", "human,random,human", "--seed", "6", "--lang", "en"], typed(console))
    out = result.output
    assert "Pass the keyboard to Player 3, then press Enter." in out
    assert "Player 1, your card: " in out
    assert "Hand of Player 3: " in out
    assert "Game over." in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--professional", "--players", "7"], "Error: the professional variant is for 2 to 6 players"),
        (["--players", "11"], "Error: Take 6! is for 2 to 10 players"),
        (
            ["--professional", "off", "--snake"],
            "Error: the snake draft is an option of the professional variant",
        ),
        (["--professional", "--snake", "--players", "7"], "Error: the professional variant is for 2 to 6"),
        (["--professional", "deal", "--players", "7"], "Error: the professional variant is for 2 to 6"),
        (["--professional", "deal", "--snake"], "Error: the snake draft needs the professional draft"),
        (["--professional", "open"], "Invalid value for '--professional': 'open' is not one of"),
        (["--bot", "nobody"], "Invalid value for '--bot': 'nobody' is not one of"),
        (["--seats", "human,wizard"], "'wizard' is neither 'human' nor a bot"),
    ],
)
def test_config_errors_are_clean(args: list[str], message: str) -> None:
    result = CliRunner().invoke(cli, ["play", *args], input="")
    assert result.exit_code != 0
    assert message in result.output
    assert "Traceback" not in result.output


class PipeConsole(PromptConsole):
    """The prompt_toolkit console, typed into through a pipe: `keys` first, then the
    first legal choice and Enter."""

    def __init__(self, pipe: PipeInput, keys: Sequence[str] = ()) -> None:
        super().__init__(input=pipe, output=DummyOutput())
        self.pipe = pipe
        self.keys = list(keys)
        self.lines: list[str] = []

    def say(self, line: str = "") -> None:
        self.lines.append(line)
        super().say(line)

    def ask(self, prompt: str, choices: Sequence[str] = ()) -> str:
        first = choices[0] if choices else ""
        self.pipe.send_text(self.keys.pop(0) if self.keys else f"{first}\r")
        return super().ask(prompt, choices)


def test_prompt_toolkit_console_plays_a_full_game(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    with create_pipe_input() as pipe:
        console = PipeConsole(pipe)
        session = new_session(Take6Config(), FOUR, 12, console, "en", str(path))
        session.run()
    assert session.state.over
    assert "Game over." in console.lines
    assert CliRunner().invoke(cli, ["replay", "--verify", str(path)]).exit_code == 0


def test_ctrl_c_in_the_terminal_offers_to_save(tmp_path: Path) -> None:
    path = tmp_path / "left.json"
    with create_pipe_input() as pipe:
        console = PipeConsole(pipe, ["\x03", "y\r", "y\r", f"{path}\r"])
        new_session(Take6Config(), FOUR, 12, console, "en").run()
    assert "The game was left unfinished." in console.lines
    assert CliRunner().invoke(cli, ["replay", "--verify", str(path)]).exit_code == 0


def test_ctrl_d_in_the_terminal_leaves_too(tmp_path: Path) -> None:
    with create_pipe_input() as pipe:
        console = PipeConsole(pipe, ["\x04", "\r"])
        new_session(Take6Config(), FOUR, 12, console, "en").run()
    assert "The game was left unfinished." in console.lines


def test_tab_completes_a_card() -> None:
    with create_pipe_input() as pipe:
        console = PipeConsole(pipe)
        hand = [
            str(card) for card in new_session(Take6Config(), FOUR, 12, console, "en").state.view(0)["hand"]
        ]
        card = next(card for card in hand if sum(other.startswith(card[0]) for other in hand) == 1)
        console.keys.append(f"{card[0]}\t\r")
        assert console.ask("> ", hand) == card
