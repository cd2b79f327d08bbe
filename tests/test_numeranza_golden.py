"""Golden Numeranza playthroughs, one seeded bot game per variant, pinned step by step in
tests/golden/numeranza_*.jsonl.

The line format of tests/golden_tool.py: a set-up line (config, seed, bots, the opening
events, to_act and every seat's whole view), one line per action (seat, action, its text,
its events, to_act and every seat's view: the players', the co-operative team seat's and
the spectator's), then the result. To keep tests/golden/ under its size cap, a step's
views are written as changes to the previous step's (see `delta`: only the keys whose
value changed, nested; a list of objects of the same length by changed index), and no
view repeats the config (line 1 holds it). The games are complete but short: two
players, and a smaller special deck or spiral where the variant allows it.

Regenerate on purpose only (after a change meant to change games), from the repository
root, and review the diff: ``python -m tests.test_numeranza_golden --write``.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import pytest

try:
    from tests import golden_tool
except ImportError:  # tests/ is on sys.path but is not a package
    import golden_tool  # type: ignore[no-redef,import-not-found]

from bullheads.bots.registry import make_bot
from bullheads.core.events import events_json
from bullheads.core.record import result_json
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig, NumeranzaState

SMALL_DECK = ((2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 3), (9, 2), (10, 2), (11, 1), (12, 1))
"""21 special cards instead of 36 (NUM-02 [R] option): the target variants exhaust sooner."""

GOLDENS: dict[str, tuple[NumeranzaConfig, int]] = {
    "numeranza_target_2p": (NumeranzaConfig(variant="target", players=2, special_copies=SMALL_DECK), 0),
    "numeranza_spiral_2p": (NumeranzaConfig(variant="spiral", players=2, spiral_size=6), 3),
    "numeranza_trips_2p": (NumeranzaConfig(variant="trips", players=2, special_copies=SMALL_DECK), 6),
    "numeranza_diamond_2p": (NumeranzaConfig(variant="diamond", players=2), 4),
    "numeranza_coop_2p": (NumeranzaConfig(variant="coop", players=2, queue_limit=5), 1),
}
"""name -> (config, seed); the rule-of-thumb bot sits in every seat. The seeds give games
that end by the rules and use most actions of their variant (change and clear; replace
in the diamond; the team's choice in co-op; claim, oppose, trip, defend and confront in
trips)."""

BOT = "heuristic"


def seats_of(state: NumeranzaState) -> list[int]:
    """Every seat that decides (variant 5: the players and the team seat)."""
    return list(range(state.rules.seats(state.config.players)))


def views_of(state: NumeranzaState) -> dict[str, Any]:
    """Every seat's view and the spectator's, without the config (pinned once, on line 1)."""
    seats: list[int | None] = [*seats_of(state), None]
    return {
        "spectator" if seat is None else str(seat): {
            k: v for k, v in state.view(seat).items() if k != "config"
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


def playthrough(name: str) -> list[str]:
    """The lines of the golden file `name`, played now."""
    config, seed = GOLDENS[name]
    state = NUMERANZA.new(config, seed=seed)
    bots = [make_bot(BOT, "numeranza", seed=seed * 100 + seat) for seat in seats_of(state)]
    setup = {"game": state.game, "config": config.to_json(), "seed": seed, "bots": [BOT] * len(bots)}
    opening = {"events": events_json(state.opening, None, everything=True), "to_act": state.to_act()}
    before = views_of(state)
    lines = [golden_tool.dump({**setup, **opening, "views": before})]
    while not state.over:
        seat = state.to_act()[0]
        action = bots[seat].choose(state.view(seat), state.legal(seat))
        events = state.act(seat, action)
        step = golden_tool.step_record(state, len(state.history), seat, action, events)
        now = views_of(state)
        changes = {seat: delta(before[seat], view) for seat, view in now.items()}
        lines.append(golden_tool.dump({**step, "views": changes}))
        before = now
    lines.append(golden_tool.dump({"result": result_json(state)}))
    return lines


def path_of(name: str) -> Any:
    return golden_tool.GOLDEN_DIR / f"{name}.jsonl"


def write(name: str) -> None:
    path = path_of(name)
    path.write_text("\n".join(playthrough(name)) + "\n", encoding="utf-8")
    print(f"wrote {path.name} ({path.stat().st_size // 1024} KiB)")


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_numeranza_game_plays_as_pinned(name: str) -> None:
    path = path_of(name)
    assert path.exists(), f"{path.name} is missing: run `python -m tests.test_numeranza_golden --write`"
    stored = path.read_text(encoding="utf-8").splitlines()
    played = playthrough(name)
    for number, (old, new) in enumerate(zip(stored, played, strict=False), start=1):
        if old != new:
            where = golden_tool.first_difference(json.loads(old), json.loads(new))
            step = json.loads(old).get("step")
            pytest.fail(
                f"{path.name} line {number} (step {step}) differs at {where}\n"
                "If this change is intended, run `python -m tests.test_numeranza_golden --write` "
                "and review the diff of tests/golden/.",
                pytrace=False,
            )
    assert len(stored) == len(played), f"{path.name}: {len(stored)} lines stored, {len(played)} played now"


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_numeranza_golden_file_is_a_complete_game(name: str) -> None:
    """The file holds a whole game that ends by the rules (not the turn limit); its
    actions alone, on the same seed, replay to the same events, views and result."""
    lines = [json.loads(line) for line in path_of(name).read_text(encoding="utf-8").splitlines()]
    setup, steps, end = lines[0], lines[1:-1], lines[-1]
    config, seed = GOLDENS[name]
    assert setup["config"] == config.to_json() and setup["seed"] == seed
    assert [step["step"] for step in steps] == list(range(1, len(steps) + 1))
    assert steps[-1]["to_act"] == [] and end["result"]["over"] is True
    assert steps[-1]["views"]["spectator"]["reason"] not in ("", "turn_limit")
    state = NUMERANZA.new(NumeranzaConfig.from_json(setup["config"]), seed=setup["seed"])
    assert [event.to_json() for event in state.opening] == setup["events"]
    views = setup["views"]
    assert views == views_of(state)
    for step in steps:
        assert set(step["views"]) == {*map(str, seats_of(state)), "spectator"}
        events = state.act(step["seat"], NUMERANZA.action_from_json(step["action"]))
        assert [event.to_json() for event in events] == step["events"], f"step {step['step']}"
        views = {seat: patch(views[seat], change) for seat, change in step["views"].items()}
        assert views == views_of(state), f"step {step['step']}"
    assert state.result().to_json() == {
        "scores": end["result"]["scores"],
        "winners": end["result"]["winners"],
    }


def test_delta_and_patch_round_trip() -> None:
    """A delta holds exactly the changes: nested keys, removed keys, list items by index."""
    old = {"a": 1, "b": {"c": [1, 2], "d": 3}, "e": [{"x": 1}, {"x": 2}], "gone": 0, "n": None}
    new = {"a": 1, "b": {"c": [1, 2, 3], "d": 3}, "e": [{"x": 1}, {"x": 5}], "n": {"y": 1}}
    change = delta(old, new)
    assert change == {"b": {"c": [1, 2, 3]}, "e": {"1": {"x": 5}}, "n": {"y": 1}, REMOVED: ["gone"]}
    assert patch(old, change) == new
    assert delta(new, new) == {} and patch(new, {}) == new


def test_numeranza_goldens_cover_every_variant() -> None:
    """One pinned game per variant (V1..V5)."""
    assert sorted(config.variant.value for config, _ in GOLDENS.values()) == sorted(
        ["target", "spiral", "trips", "diamond", "coop"]
    )


if __name__ == "__main__" and "--write" in sys.argv:
    for golden in GOLDENS:
        write(golden)
