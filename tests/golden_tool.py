"""Golden playthroughs: seeded bot games of every game, pinned step by step in tests/golden/.

Each golden file is JSON lines, one compact JSON object per line:

- line 1, the set-up: ``{"game", "config", "seed", "bots", "events", "to_act", "views"}``
  (the events of the set-up and the views before any action);
- then one line per action: ``{"step", "seat", "action", "text", "events", "to_act",
  "views"}`` where ``events`` are the JSON of the events the action caused, ``to_act`` the
  seats owing a decision after it and ``views`` every deciding seat's view after it (keys
  "0", "1", ...; Numeranza's co-op team seat too) plus the spectator's ("spectator");
- last line, the result: ``{"result": {"over", "scores", "winners"}}``.

A view leaves out what a golden would only repeat (`Golden.hidden`: the config, pinned on
line 1, and the constant heads table). Where `Golden.deltas` is set, a step's views are
written as changes to the previous step's (`delta`: only the keys whose value changed,
nested; a list of objects of the same length by changed index), which keeps the files
small; the Take 6! and Take 11! files predate it and pin whole views.

The bots are seeded (the bot of seat s with ``bot_seed * 100 + s``); the seat that acts is
always the first of `to_act()`, so a game is a pure function of its entry in GOLDENS.
tests/test_golden.py plays every game again and compares it line by line with its file:
any change in behaviour shows up as a diff.

Regenerate files only on purpose (after a rule change that is meant to change games),
from the repository root, and review the diff of tests/golden/::

    python -m tests.golden_tool --write              # every file
    python -m tests.golden_tool --write NAME ...     # only these (e.g. buffalo_4p)

Without ``--write`` the tool only compares and prints the first difference per file.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

try:
    from tests.game_cases import seats_of
except ImportError:  # tests/ is on sys.path but is not a package
    from game_cases import seats_of  # type: ignore[no-redef,import-not-found]

from bullheads.bots.registry import make_bot
from bullheads.core.events import Event, events_json
from bullheads.core.record import result_json
from bullheads.core.state import Config, State
from bullheads.games import GAMES
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.numeranza import NumeranzaConfig
from bullheads.games.take6 import Take6Config
from bullheads.games.take6.fans import FAN_CARDS
from bullheads.games.take11 import Take11Config

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
MAX_STEPS = 5000
"""A golden game longer than this does not end: the tool says so instead of looping."""


@dataclasses.dataclass(frozen=True)
class Golden:
    """One pinned game: its game and config, the deal's seed, the bot in each deciding
    seat and the bots' seed, the view keys not pinned, and whether views are deltas."""

    game: str
    config: Config
    seed: int
    bots: tuple[str, ...]
    bot_seed: int
    hidden: tuple[str, ...] = ("config", "card_heads")
    deltas: bool = True


SMALL_DECK = ((2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 3), (9, 2), (10, 2), (11, 1), (12, 1))
"""Numeranza: 21 special cards instead of 36 (NUM-02 [R] option): the target variants
exhaust sooner."""


def _take6(config: Take6Config, seed: int, bots: tuple[str, ...], bot_seed: int) -> Golden:
    """A Take 6! golden: whole views, without the heads table (pinned by
    tests/test_web_facts.py); its view's config stays, as it did when the files were made."""
    return Golden("take6", config, seed, bots, bot_seed, hidden=("card_heads",), deltas=False)


def _numeranza(config: NumeranzaConfig, seed: int) -> Golden:
    """A Numeranza golden: the rule-of-thumb bot in every seat (the co-op team seat too)."""
    seats = config.players + (config.variant.value == "coop")
    return Golden("numeranza", config, seed, ("heuristic",) * seats, bot_seed=seed, hidden=("config",))


def _buffalo(config: BuffaloConfig, seed: int) -> Golden:
    """A Beat the Buffalo golden: the rule-of-thumb team bot in every seat."""
    return Golden("buffalo", config, seed, ("heuristic",) * config.players, bot_seed=seed)


GOLDENS: dict[str, Golden] = {
    "take6_base_4p_66": _take6(Take6Config(players=4), 2024, ("heuristic",) * 4, 1),
    "take6_pro_snake_3p": _take6(
        Take6Config(players=3, professional=True, snake=True), 6, ("heuristic", "random", "heuristic"), 2
    ),
    "take6_elimination_5p_30": _take6(
        Take6Config(players=5, end="elimination", limit=30),
        31,
        ("heuristic", "random", "heuristic", "random", "random"),
        3,
    ),
    "take6_rounds_10p_1": _take6(Take6Config(players=10, end="rounds", rounds=1), 10, ("random",) * 10, 4),
    # the fan cards, one at a time (fan-cards.md): one round, three seats; the cow's seed
    # gives a take caused by the cow (FAN-COW-5)
    **{
        f"take6_fan_{fan.replace('-', '_')}_3p": _take6(
            Take6Config(players=3, end="rounds", rounds=1, fans=(fan,)),
            seed,
            ("heuristic", "random", "heuristic"),
            6,
        )
        for fan, seed in zip(FAN_CARDS, (60, 61, 69, 63), strict=True)
    },
    "take11_2p_heuristic": Golden("take11", Take11Config(players=2), 5, ("heuristic",) * 2, 5, deltas=False),
    # Numeranza, one game per variant: complete but short (two players, a smaller special
    # deck or spiral where the variant allows it); the seeds give games that end by the
    # rules and use most actions of their variant (change and clear; replace in the
    # diamond; the team's choice in co-op; claim, oppose, trip, defend and confront in trips)
    "numeranza_target_2p": _numeranza(
        NumeranzaConfig(variant="target", players=2, special_copies=SMALL_DECK), 0
    ),
    "numeranza_spiral_2p": _numeranza(NumeranzaConfig(variant="spiral", players=2, spiral_size=6), 3),
    "numeranza_trips_2p": _numeranza(
        NumeranzaConfig(variant="trips", players=2, special_copies=SMALL_DECK), 6
    ),
    "numeranza_diamond_2p": _numeranza(NumeranzaConfig(variant="diamond", players=2), 4),
    "numeranza_coop_2p": _numeranza(NumeranzaConfig(variant="coop", players=2, queue_limit=5), 1),
    # Beat the Buffalo: a team of 1 (no special cards, BUF-03), 2, 4 and 6; the seeds give
    # games that use special cards (2: Sort and its order, Replace!; 4: First/Last Card,
    # Push!, Replace!, Sort, Insert!; 6: all eight kinds) and low cards (BUF-06), won and lost
    **{
        f"buffalo_{players}p": _buffalo(BuffaloConfig(players=players), seed)
        for players, seed in ((1, 2), (2, 7), (4, 2), (6, 2))
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


def views_of(state: State[Any, Any], golden: Golden) -> dict[str, Any]:
    """Every deciding seat's view and the spectator's, without the keys `golden` hides."""
    seats: list[int | None] = [*seats_of(state), None]
    return {
        "spectator" if seat is None else str(seat): {
            key: value for key, value in state.view(seat).items() if key not in golden.hidden
        }
        for seat in seats
    }


REMOVED = "~removed"
"""In a delta: the keys a view no longer has."""


def delta(old: Any, new: Any) -> Any:
    """What changed from `old` to `new`: for two objects, the changed keys (nested) and
    the removed ones under REMOVED; for two lists of objects of the same length, the
    changed items by index ("0", "1", ...); otherwise `new` itself."""
    if isinstance(old, dict) and isinstance(new, dict):
        changes = {key: delta(old[key], value) if key in old else value
                   for key, value in new.items() if key not in old or old[key] != value}  # fmt: skip
        removed = [key for key in old if key not in new]
        return {**changes, REMOVED: removed} if removed else changes
    if isinstance(old, list) and isinstance(new, list) and _objects(old, new):
        return {str(index): delta(a, b) for index, (a, b) in enumerate(zip(old, new, strict=True)) if a != b}
    return new


def patch(old: Any, change: Any) -> Any:
    """`old` with the `delta` applied: patch(old, delta(old, new)) == new."""
    if isinstance(old, dict) and isinstance(change, dict):
        value = {key: item for key, item in old.items() if key not in change.get(REMOVED, ())}
        value.update({key: patch(old.get(key), item) for key, item in change.items() if key != REMOVED})
        return value
    if isinstance(old, list) and isinstance(change, dict):
        return [
            patch(item, change[str(index)]) if str(index) in change else item
            for index, item in enumerate(old)
        ]
    return change


def _objects(old: list[Any], new: list[Any]) -> bool:
    return len(old) == len(new) and all(isinstance(item, dict) for item in (*old, *new))


def new_game(golden: Golden) -> State[Any, Any]:
    return GAMES[golden.game].new(golden.config, seed=golden.seed)


def playthrough(name: str) -> list[str]:
    """The lines of the golden file `name`, played now."""
    golden = GOLDENS[name]
    state = new_game(golden)
    bots = [
        make_bot(bot, golden.game, seed=golden.bot_seed * 100 + seat) for seat, bot in enumerate(golden.bots)
    ]
    setup = {
        "game": state.game,
        "config": golden.config.to_json(),
        "seed": golden.seed,
        "bots": list(golden.bots),
    }
    before = views_of(state, golden)
    # the set-up events: the state's `opening`, as the server sends them
    opening = {
        "events": events_json(state.opening, None, everything=True),
        "to_act": state.to_act(),
    }
    lines = [dump({**setup, **opening, "views": before})]
    while not state.over:
        if len(state.history) >= MAX_STEPS:
            raise RuntimeError(f"the golden game {name} does not end")
        seat = state.to_act()[0]
        action = bots[seat].choose(state.view(seat), state.legal(seat))
        events = state.act(seat, action)
        now = views_of(state, golden)
        views = {seat: delta(before[seat], view) for seat, view in now.items()} if golden.deltas else now
        lines.append(dump({**step_record(state, len(state.history), seat, action, events), "views": views}))
        before = now
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
    names = [arg for arg in argv if arg != "--write"] or list(GOLDENS)
    unknown = [name for name in names if name not in GOLDENS]
    if unknown:
        print(f"no golden called {', '.join(unknown)} (goldens: {', '.join(GOLDENS)})")
        return 2
    status = 0
    for name in names:
        if writing:
            path = write(name)
            print(f"wrote {path.name} ({path.stat().st_size // 1024} KiB)")
            continue
        if not path_of(name).exists():
            print(f"{name}: no file (run with --write {name})")
            status = 1
            continue
        difference = compare(name, read(name), playthrough(name))
        print(difference or f"{name}: unchanged")
        status = status or bool(difference)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
