"""The bot protocol with real bot programs: good, crashing, slow, garbage, illegal.

Whatever the program does, the game finishes: the rule-of-thumb bot takes every decision
the program fails, and each fault is reported with its kind and decision number.
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from bullheads.bots.base import decide
from bullheads.bots.external import ExternalBot, Fault
from bullheads.bots.registry import make_bot
from bullheads.cli.main import cli
from bullheads.games.take6 import TAKE6, Play, Take6Config
from bullheads.protocol import messages

PYTHON = shlex.quote(sys.executable)
EXAMPLE = Path(__file__).parent.parent / "examples" / "bots" / "lowest_heads.py"
ONE_ROUND = Take6Config(players=3, end="rounds", rounds=1)

READY = "import json, sys, time\nprint(json.dumps({'type': 'ready'}), flush=True)\nsys.stdin.readline()\n"
"""The start of every faulty bot: answer the handshake (the line read is the hello)."""
FAULTY = {
    "crash": READY + "sys.stdin.readline()\nprint('something broke', file=sys.stderr)\nsys.exit(3)\n",
    "slow": READY + "for line in sys.stdin:\n    time.sleep(30)\n",
    "garbage": READY + "for line in sys.stdin:\n    print('hello there', flush=True)\n",
    "illegal": READY
    + "for line in sys.stdin:\n    m = json.loads(line)\n"
    + "    print(json.dumps({'type': 'action', 'id': m.get('id'), 'code': 9999}), flush=True)\n",
    "silent": "import time\ntime.sleep(30)\n",
}


def program(tmp_path: Path, kind: str) -> str:
    path = tmp_path / f"{kind}.py"
    path.write_text(FAULTY[kind], encoding="utf-8")
    return f"{PYTHON} {shlex.quote(str(path))}"


def play(bot: ExternalBot, seat: int = 0) -> Any:
    """A one-round game of three seats: `bot` in `seat`, rule-of-thumb bots elsewhere."""
    state = TAKE6.new(ONE_ROUND, seed=11)
    bots: list[Any] = [make_bot("heuristic", "take6", other) for other in range(3)]
    bots[seat] = bot
    while not state.over:
        for actor in state.to_act():
            action = decide(bots[actor], state, actor)
            assert action in state.legal(actor)
            state.act(actor, action)
    bot.finish(state, seat)
    return state


def external(command: str, seconds: float = 5.0) -> ExternalBot:
    return ExternalBot(command, "take6", make_bot("heuristic", "take6", 99), seconds=seconds)


def test_a_good_bot_plays_a_whole_game_without_faults() -> None:
    bot = external(f"{PYTHON} {shlex.quote(str(EXAMPLE))}")
    state = play(bot, seat=1)
    assert state.over and bot.faults == [] and bot.decisions >= 10


def test_a_bot_written_with_the_python_bot_side_plays_too() -> None:
    code = "from bullheads.protocol.bot import serve; serve(lambda view, legal, codes: codes[-1], 'last')"
    bot = external(f"{PYTHON} -c {shlex.quote(code)}")
    state = play(bot)
    assert state.over and bot.faults == []
    assert len([seat for seat, _ in state.history if seat == 0]) == bot.decisions >= 10


def test_a_crashing_bot_is_reported_once_and_the_game_finishes(tmp_path: Path) -> None:
    reported: list[Fault] = []
    bot = ExternalBot(
        program(tmp_path, "crash"),
        "take6",
        make_bot("heuristic", "take6", 1),
        on_fault=lambda _bot, fault: reported.append(fault),
    )
    assert play(bot).over
    assert [(fault.kind, fault.decision) for fault in bot.faults] == [("crash", 1)]
    assert "status 3" in bot.faults[0].message and "something broke" in bot.faults[0].message
    assert reported == bot.faults


def test_a_slow_bot_times_out_at_every_decision_and_the_game_finishes(tmp_path: Path) -> None:
    bot = external(program(tmp_path, "slow"), seconds=0.1)
    assert play(bot).over
    assert [fault.kind for fault in bot.faults] == ["timeout"] * bot.decisions
    assert bot.faults[0].message == "no answer within 0.1 s"


@pytest.mark.parametrize(
    ("kind", "says"), [("garbage", "not JSON"), ("illegal", "not one of the legal codes")]
)
def test_a_bot_that_answers_nonsense_is_reported_at_every_decision(
    tmp_path: Path, kind: str, says: str
) -> None:
    bot = external(program(tmp_path, kind))
    assert play(bot).over
    assert [fault.kind for fault in bot.faults] == [kind] * bot.decisions
    assert says in bot.faults[0].message


def test_a_bot_that_cannot_start_or_does_not_answer_the_handshake_is_reported(tmp_path: Path) -> None:
    missing = external(str(tmp_path / "no-such-program"))
    assert play(missing).over
    assert [(fault.kind, fault.decision) for fault in missing.faults] == [("start", 0)]
    assert "cannot start" in missing.faults[0].message


def test_messages_name_what_is_wrong() -> None:
    with pytest.raises(messages.ProtocolError, match="not JSON"):
        messages.parse("{oops\n")
    with pytest.raises(messages.ProtocolError, match="not a message"):
        messages.parse("[1, 2]\n")
    legal = [Play(5), Play(9)]
    assert messages.chosen({"type": "action", "code": 8}, legal) == Play(9)
    assert messages.chosen({"type": "action", "action": {"play": 5}}, legal) == Play(5)
    with pytest.raises(messages.IllegalAnswer):
        messages.chosen({"type": "action", "action": {"play": 6}}, legal)
    with pytest.raises(messages.ProtocolError, match='needs "code" or "action"'):
        messages.chosen({"type": "action"}, legal)
    decision = messages.decide(3, {"hand": [5, 9]}, legal, 2.5)
    assert decision["codes"] == [4, 8] and decision["legal"] == [{"play": 5}, {"play": 9}]
    assert decision["time_left"] == 2.5


def test_match_with_an_external_bot_reports_its_faults(tmp_path: Path) -> None:
    results = tmp_path / "results.json"
    outcome = CliRunner().invoke(
        cli,
        [
            "match",
            "--players",
            "3",
            "--config",
            '{"end": "rounds", "rounds": 1}',
            "--bot",
            f"cmd:{program(tmp_path, 'garbage')}",
            "--bot",
            "heuristic",
            "--games",
            "3",
            "--jobs",
            "1",
            "--quiet",
            "--results",
            str(results),
        ],
    )
    assert outcome.exit_code == 0, outcome.output
    data = json.loads(results.read_text(encoding="utf-8"))
    assert len(data["games"]) == 3
    for game in data["games"]:
        assert len(game["faults"]) >= 10
        assert {(fault["kind"], fault["seat"]) for fault in game["faults"]} == {
            ("garbage", game["bots"].index(next(bot for bot in game["bots"] if bot.startswith("cmd:"))))
        }
    assert "garbage" in outcome.output
