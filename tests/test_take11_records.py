"""Take 11! records and terminal play: the example records verify, bad records and bad
input are explained, whole games run through `bullheads play take11`."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from bullheads.cli.main import cli
from bullheads.core.errors import RecordError
from bullheads.games.take11 import TAKE11, Play, Take11Config, Take11State
from bullheads.games.take11.actions import ACTION_COUNT, decode, from_json
from bullheads.tui.seats import HUMAN
from bullheads.tui.take11_session import new_session

EXAMPLES = sorted((Path(__file__).parent.parent / "examples" / "records").glob("take11-*.json"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda path: path.stem)
def test_T11_04_T11_05_example_records_verify(path: Path) -> None:
    result = CliRunner().invoke(cli, ["replay", "--verify", str(path)])
    assert result.exit_code == 0, result.output


def test_example_records_cover_K1_and_K2() -> None:
    assert {path.stem for path in EXAMPLES} >= {"take11-k1-example-game", "take11-k2-wraparound"}


def test_every_action_index_round_trips() -> None:
    for index in range(ACTION_COUNT):
        action = decode(index)
        assert action.encode() == index and from_json(action.to_json()) == action
    with pytest.raises(ValueError, match="no Take 11! action"):
        decode(ACTION_COUNT)


@pytest.mark.parametrize(
    "data", [{"play": 41, "on": 30}, {"play": 3}, {"take": 0}, {"end_turn": False}, {"steal_from": 7}, [1]]
)
def test_bad_actions_are_named(data: object) -> None:
    with pytest.raises(RecordError):
        from_json(data)


def test_illegal_record_action_is_one_clear_line(tmp_path: Path) -> None:
    data = json.loads(EXAMPLES[0].read_text())
    data["actions"][0] = [0, {"play": 37, "on": 31}]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    result = CliRunner().invoke(cli, ["replay", str(path)])
    assert result.exit_code == 1 and "action 1 [0, " in result.output and "does not hold" in result.output
    assert "Traceback" not in result.output


def test_record_carries_the_heads_table(tmp_path: Path) -> None:
    heads = tmp_path / "heads.json"
    heads.write_text('{"default": 2}')
    record = tmp_path / "game.json"
    console = script(Take11Config(players=2), [HUMAN, "heuristic"], seed=4)
    args = ["play", "take11", "--players", "2", "--seed", "4", "--heads", str(heads), "--record", str(record)]
    result = CliRunner().invoke(cli, [*args, "--lang", "en"], input=typed(console))
    assert "own heads table" in result.output
    assert json.loads(record.read_text())["config"]["heads"] == {"default": 2}
    assert CliRunner().invoke(cli, ["replay", "--verify", str(record)]).exit_code == 0


def test_bad_heads_file_is_one_clear_line(tmp_path: Path) -> None:
    heads = tmp_path / "heads.json"
    heads.write_text('{"default": 1, "3": [2, 2]}')
    result = CliRunner().invoke(cli, ["play", "take11", "--heads", str(heads)])
    assert result.exit_code == 1 and "gives the card 2 twice" in result.output
    assert "Traceback" not in result.output


# ---------------------------------------------------------------------- terminal


class FirstChoice:
    """Answers every prompt with the first Tab choice (Enter when there is none)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.answers: list[str] = []

    def say(self, line: str = "") -> None:
        self.lines.append(line)

    def ask(self, prompt: str, choices: Sequence[str] = ()) -> str:
        answer = choices[0] if choices else ""
        self.answers.append(answer)
        return answer

    def clear(self) -> None:
        """Nothing to hide in a script."""


def script(config: Take11Config, kinds: Sequence[str], seed: int, lang: str = "en") -> FirstChoice:
    console = FirstChoice()
    new_session(config, kinds, seed, console, lang).run()
    return console


def typed(console: FirstChoice) -> str:
    return "".join(answer + "\n" for answer in console.answers)


def test_full_game_in_english_and_spanish(tmp_path: Path) -> None:
    for lang, words in (("en", ("Pile 1:", "Game over.", "Your hand:")), ("es", ("Pila 1:", "Tu mano:"))):
        kinds = [HUMAN, "heuristic", "random"]
        console = script(Take11Config(players=3), kinds, seed=8, lang=lang)
        record = tmp_path / f"{lang}.json"
        args = ["play", "take11", "--seats", "human,heuristic,random", "--seed", "8", "--lang", lang]
        result = CliRunner().invoke(cli, [*args, "--record", str(record)], input=typed(console))
        assert result.exit_code == 0, result.output
        for word in words:
            assert word in result.output
        assert json.loads(record.read_text())["result"]["over"] is True
        assert CliRunner().invoke(cli, ["replay", "--verify", str(record)]).exit_code == 0


def run_lines(lines: str, seed: int = 1) -> str:
    args = ["play", "take11", "--players", "2", "--seed", str(seed), "--lang", "en"]
    return CliRunner().invoke(cli, args, input=lines).output


def test_help_lists_every_key() -> None:
    out = run_lines("?\nq\ny\n\n")
    for key in (
        "card numbers",
        "pile, colon, cards",
        "x and a pile number",
        "e:",
        "Tab:",
        "t:",
        "s:",
        "l:",
        "? or h:",
        "Up and Down",
        "q, Ctrl-C or Ctrl-D",
    ):
        assert key in out


def test_illegal_choices_are_explained() -> None:
    out = run_lines("101\nx 9\ne\n1: 2 3\n\nfoo\nq\ny\n\n")
    assert "You do not hold 101." in out
    assert "Choose a pile from 1 to" in out
    assert "You have played nothing yet this turn" in out
    assert "Type cards, x and a pile, or ? for help." in out
    assert '"foo" is neither a number nor a command' in out or "You do not hold" in out
    assert "Traceback" not in out


def test_multi_card_line_is_checked_before_anything_is_played() -> None:
    """A seat with one bull card types two piles: refused whole, nothing played."""
    from bullheads.tui.session import Ask, Refused

    deal = {"hands": [[31, 34, 62], [5, 6]], "piles": [[30], [60]], "draw": [1, 2]}
    ui = new_session(Take11Config(players=2), [HUMAN, "random"], 1, FirstChoice(), "en").ui
    state = TAKE11.new(Take11Config(players=2), outcomes=[{"start": 0}, deal])
    state.bulls, state.supply = [1, 0], 9
    ask = Ask(0, 0, several=False, own=True)
    with pytest.raises(Refused, match=r"You hold 1 bull card: play on 1 pile only\."):
        ui.parse(state, "1: 31 34; 2: 62", ask)
    with pytest.raises(Refused, match=r"62 does not fit pile 1: Takes 31 to 40\."):
        ui.parse(state, "1: 62", ask)
    assert ui.parse(state, "1: 34 31", ask) == [Play(31, 30), Play(34, 30)], "nearest first"
    assert ui.parse(state, "62", ask) == [Play(62, 60)]
    assert state.history == []


def test_the_session_asks_the_game_whether_a_card_fits(monkeypatch: pytest.MonkeyPatch) -> None:
    """T11-04 is the game's: the terminal session checks no range of its own. A game that
    (say, under another rule) refuses 34 on 30 has it refused, though 34 is 4 above 30."""
    from bullheads.tui.session import Ask, Refused

    deal = {"hands": [[31, 34, 62], [5, 6]], "piles": [[30], [60]], "draw": [1, 2]}
    ui = new_session(Take11Config(players=2), [HUMAN, "random"], 1, FirstChoice(), "en").ui
    state = TAKE11.new(Take11Config(players=2), outcomes=[{"start": 0}, deal])
    ask = Ask(0, 0, several=False, own=True)
    rule = Take11State.legal
    refused = Play(34, 30)
    monkeypatch.setattr(
        Take11State, "legal", lambda self, seat: [a for a in rule(self, seat) if a != refused]
    )
    with pytest.raises(Refused, match=r"34 does not fit pile 1"):
        ui.parse(state, "1: 34", ask)
    assert ui.parse(state, "1: 31", ask) == [Play(31, 30)]
    assert state.history == []


def test_ctrl_d_offers_to_save_a_record_that_replays(tmp_path: Path) -> None:
    record = tmp_path / "left.json"
    out = run_lines(f"t\ns\nl\nq\ny\ny\n{record}\n")
    assert "The game was left unfinished." in out and "Record saved to" in out
    assert CliRunner().invoke(cli, ["replay", "--verify", str(record)]).exit_code == 0
