"""Golden Take 11! playthroughs, pinned step by step in tests/golden/take11_*.jsonl.

Same line format as tests/golden_tool.py (set-up line, one line per action with its
events, to_act and every seat's view, then the result). Regenerate on purpose only, from
the repository root: ``python -m tests.test_take11_golden --write``.
"""

from __future__ import annotations

import json
import sys

import pytest

try:
    from tests import golden_tool
except ImportError:  # tests/ is on sys.path but is not a package
    import golden_tool  # type: ignore[no-redef,import-not-found]

from bullheads.bots.registry import make_bot
from bullheads.core.events import events_json
from bullheads.core.record import result_json
from bullheads.games.take11 import TAKE11, Take11Config, Take11State

GOLDENS = {
    "take11_2p_heuristic": (Take11Config(players=2), 5, ("heuristic", "heuristic")),
}


def views_of(state: Take11State) -> dict[str, object]:
    """Every seat's view and the spectator's, without the config (pinned once, on line 1)
    and the heads table it holds (`card_heads`)."""
    seats: list[int | None] = [*range(state.config.players), None]
    return {
        "spectator" if seat is None else str(seat): {
            k: v for k, v in state.view(seat).items() if k not in ("config", "card_heads")
        }
        for seat in seats
    }


def playthrough(name: str) -> list[str]:
    config, seed, kinds = GOLDENS[name]
    state = TAKE11.new(config, seed=seed)
    bots = [make_bot(kind, "take11", seed=seed * 100 + seat) for seat, kind in enumerate(kinds)]
    setup = {"game": state.game, "config": config.to_json(), "seed": seed, "bots": list(kinds)}
    opening = {"events": events_json(state.opening, None, everything=True), "to_act": state.to_act()}
    lines = [golden_tool.dump({**setup, **opening, "views": views_of(state)})]
    while not state.over:
        seat = state.to_act()[0]
        action = bots[seat].choose(state.view(seat), state.legal(seat))
        events = state.act(seat, action)
        step = golden_tool.step_record(state, len(state.history), seat, action, events)
        lines.append(golden_tool.dump({**step, "views": views_of(state)}))
    lines.append(golden_tool.dump({"result": result_json(state)}))
    return lines


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_take11_game_plays_as_pinned(name: str) -> None:
    path = golden_tool.GOLDEN_DIR / f"{name}.jsonl"
    stored = path.read_text(encoding="utf-8").splitlines()
    played = playthrough(name)
    for number, (old, new) in enumerate(zip(stored, played, strict=False), start=1):
        if old != new:
            where = golden_tool.first_difference(json.loads(old), json.loads(new))
            pytest.fail(f"{path.name} line {number} differs at {where}", pytrace=False)
    assert len(stored) == len(played), f"{path.name}: {len(stored)} lines stored, {len(played)} played now"
    assert json.loads(stored[-1])["result"]["over"] is True


if __name__ == "__main__" and "--write" in sys.argv:
    for golden in GOLDENS:
        target = golden_tool.GOLDEN_DIR / f"{golden}.jsonl"
        target.write_text("\n".join(playthrough(golden)) + "\n", encoding="utf-8")
        print(f"wrote {target.name} ({target.stat().st_size // 1024} KiB)")
