"""Golden playthroughs: seeded Take 6! games pinned step by step in tests/golden/.

Each golden file is JSON lines, one compact JSON object per line:

- line 1, the set-up: ``{"game", "config", "seed", "bots", "events", "to_act", "views"}``
  (the events of dealing the first round and the views before any action);
- then one line per action: ``{"step", "seat", "action", "text", "events", "to_act",
  "views"}`` where ``events`` are the JSON of the events the action caused, ``to_act`` the
  seats owing a decision after it and ``views`` every seat's view after it (keys "0",
  "1", ...) plus the spectator's ("spectator");
- last line, the result: ``{"result": {"over", "scores", "winners"}}``.

The bots are seeded; the seat that acts is always the first of `to_act()`, so a game is
a pure function of its entry in GOLDENS. tests/test_golden.py plays every game again and
compares it line by line with its file: any change in behaviour shows up as a diff.

Regenerate the files only on purpose (after a rule change that is meant to change
games), from the repository root::

    python -m tests.golden_tool --write

Without ``--write`` the tool only compares and prints the first difference per file.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bullheads.bots.registry import make_bot
from bullheads.core.events import Event, events_json
from bullheads.core.record import result_json
from bullheads.core.state import State
from bullheads.games.take6 import TAKE6, Take6Config, Take6State
from bullheads.games.take6.fans import FAN_CARDS

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


@dataclasses.dataclass(frozen=True)
class Golden:
    """One pinned game: its config, the deal's seed and the bot in each seat."""

    config: Take6Config
    seed: int
    bots: tuple[str, ...]
    bot_seed: int

    def to_json(self) -> dict[str, Any]:
        return {"config": self.config.to_json(), "seed": self.seed, "bots": list(self.bots)}


GOLDENS: dict[str, Golden] = {
    "take6_base_4p_66": Golden(Take6Config(players=4), seed=2024, bots=("heuristic",) * 4, bot_seed=1),
    "take6_pro_snake_3p": Golden(
        Take6Config(players=3, professional=True, snake=True),
        seed=6,
        bots=("heuristic", "random", "heuristic"),
        bot_seed=2,
    ),
    "take6_elimination_5p_30": Golden(
        Take6Config(players=5, end="elimination", limit=30),
        seed=31,
        bots=("heuristic", "random", "heuristic", "random", "random"),
        bot_seed=3,
    ),
    "take6_rounds_10p_1": Golden(
        Take6Config(players=10, end="rounds", rounds=1), seed=10, bots=("random",) * 10, bot_seed=4
    ),
    # the fan cards, one at a time (fan-cards.md): one round, three seats; the cow's seed
    # gives a take caused by the cow (FAN-COW-5)
    **{
        f"take6_fan_{fan.replace('-', '_')}_3p": Golden(
            Take6Config(players=3, end="rounds", rounds=1, fans=(fan,)),
            seed=seed,
            bots=("heuristic", "random", "heuristic"),
            bot_seed=6,
        )
        for fan, seed in zip(FAN_CARDS, (60, 61, 69, 63), strict=True)
    },
}


def dump(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def step_record(
    state: State[Any, Any], step: int, seat: int, action: Any, events: Sequence[Event]
) -> dict[str, Any]:
    """What a golden line pins of one action, before its views: the action and its text,
    the events it caused and who must decide next."""
    return {
        "step": step,
        "seat": seat,
        "action": action.to_json(),
        "text": state.describe(action),
        "events": events_json(events, None, everything=True),
        "to_act": state.to_act(),
    }


def views_of(state: Take6State) -> dict[str, Any]:
    """Every seat's view and the spectator's, without the constant heads table
    (`card_heads`, pinned by tests/test_web_facts.py)."""
    seats: list[int | None] = [*range(state.config.players), None]
    return {
        "spectator" if seat is None else str(seat): {
            key: value for key, value in state.view(seat).items() if key != "card_heads"
        }
        for seat in seats
    }


def playthrough(name: str) -> list[str]:
    """The lines of the golden file `name`, played now."""
    golden = GOLDENS[name]
    state = TAKE6.new(golden.config, seed=golden.seed)
    bots = [make_bot(bot, "take6", seed=golden.bot_seed * 100 + seat) for seat, bot in enumerate(golden.bots)]
    lines = [
        dump(
            {
                "game": state.game,
                **golden.to_json(),
                "events": events_json(state.opening, None, everything=True),
                "to_act": state.to_act(),
                "views": views_of(state),
            }
        )
    ]
    step = 0
    while not state.over:
        step += 1
        if step > 5000:
            raise RuntimeError(f"the golden game {name} does not end")
        seat = state.to_act()[0]
        action = bots[seat].choose(state.view(seat), state.legal(seat))
        events = state.act(seat, action)
        lines.append(dump({**step_record(state, step, seat, action, events), "views": views_of(state)}))
    lines.append(dump({"result": result_json(state)}))
    return lines


def path_of(name: str) -> Path:
    return GOLDEN_DIR / f"{name}.jsonl"


def read(name: str) -> list[str]:
    return path_of(name).read_text(encoding="utf-8").splitlines()


def write(name: str) -> Path:
    GOLDEN_DIR.mkdir(exist_ok=True)
    path = path_of(name)
    path.write_text("\n".join(playthrough(name)) + "\n", encoding="utf-8")
    return path


def first_difference(expected: Any, actual: Any, where: str = "") -> str | None:
    """The path of the first place two JSON values differ, with both values; else None."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in [*expected, *(key for key in actual if key not in expected)]:
            if key not in actual:
                return f"{where}.{key}: missing now (was {dump(expected[key])[:200]})"
            if key not in expected:
                return f"{where}.{key}: new (now {dump(actual[key])[:200]})"
            found = first_difference(expected[key], actual[key], f"{where}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list) and isinstance(actual, list):
        for index, (old, new) in enumerate(zip(expected, actual, strict=False)):
            found = first_difference(old, new, f"{where}[{index}]")
            if found:
                return found
        if len(expected) != len(actual):
            return f"{where}: {len(expected)} items before, {len(actual)} now"
        return None
    if expected != actual or type(expected) is not type(actual):
        return f"{where or '.'}: {dump(expected)[:200]} before, {dump(actual)[:200]} now"
    return None


def compare(name: str, stored: Sequence[str], played: Sequence[str]) -> str | None:
    """A readable description of the first line where `played` differs from `stored`."""
    for number, (old, new) in enumerate(zip(stored, played, strict=False), start=1):
        if old != new:
            what = first_difference(json.loads(old), json.loads(new)) or "the same JSON, other text"
            step = json.loads(old).get("step")
            label = "the set-up line" if number == 1 else f"step {step}" if step else "the result line"
            return f"{path_of(name).name} line {number} ({label}) differs at {what}"
    if len(stored) != len(played):
        return (
            f"{path_of(name).name}: {len(stored)} lines stored, {len(played)} played now "
            f"(the game is {'longer' if len(played) > len(stored) else 'shorter'})"
        )
    return None


def main(argv: Sequence[str]) -> int:
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    writing = "--write" in argv
    status = 0
    for name in GOLDENS:
        if writing:
            path = write(name)
            print(f"wrote {path.name} ({path.stat().st_size // 1024} KiB)")
            continue
        if not path_of(name).exists():
            print(f"{name}: no file (run with --write)")
            status = 1
            continue
        difference = compare(name, read(name), playthrough(name))
        print(difference or f"{name}: unchanged")
        status = status or bool(difference)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
