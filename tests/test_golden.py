"""Golden playthroughs: seeded games must play exactly as pinned in tests/golden/.

Each game of tests/golden_tool.GOLDENS is played again in memory and compared line by
line (set-up, then every action with its events, to_act and every seat's view, then the
result) with its file; the first difference is named by line, step and JSON path.

A difference means behaviour changed. If the change is intended (a rule fix), regenerate
the files on purpose from the repository root and review their diff:

    python -m tests.golden_tool --write
"""

from __future__ import annotations

import json

import pytest

try:
    from tests import golden_tool
except ImportError:  # tests/ is on sys.path but is not a package
    import golden_tool  # type: ignore[no-redef,import-not-found]

from bullheads.core.events import events_json
from bullheads.games.take6 import TAKE6, Take6Config

MAX_TOTAL_BYTES = 5_000_000
"""Every view of every step is pinned, so a new view field grows all Take 6! files (the
last reveal, "played", took them from 3.7 to 4.0 MB; each event's narration, "say", from
4.3 to 4.7 MB); the cap keeps that deliberate."""


@pytest.mark.parametrize("name", sorted(golden_tool.GOLDENS))
def test_game_plays_as_pinned(name: str) -> None:
    path = golden_tool.path_of(name)
    assert path.exists(), f"{path.name} is missing: run `python -m tests.golden_tool --write`"
    difference = golden_tool.compare(name, golden_tool.read(name), golden_tool.playthrough(name))
    if difference is not None:
        pytest.fail(
            f"{difference}\nIf this change is intended, run `python -m tests.golden_tool --write` "
            "and review the diff of tests/golden/.",
            pytrace=False,
        )


@pytest.mark.parametrize("name", sorted(golden_tool.GOLDENS))
def test_golden_file_is_a_complete_game(name: str) -> None:
    """The files themselves hold what they promise: a whole game, replayable from its actions."""
    lines = [json.loads(line) for line in golden_tool.read(name)]
    setup, steps, end = lines[0], lines[1:-1], lines[-1]
    golden = golden_tool.GOLDENS[name]
    assert setup["config"] == golden.config.to_json() and setup["seed"] == golden.seed
    players = golden.config.players
    assert [step["step"] for step in steps] == list(range(1, len(steps) + 1))
    for step in steps:
        assert set(step["views"]) == {*map(str, range(players)), "spectator"}
    assert end["result"]["over"] is True and end["result"]["winners"]
    assert steps[-1]["to_act"] == []

    # the actions alone, on the same seed, give the same events and result
    state = TAKE6.new(Take6Config.from_json(setup["config"]), seed=setup["seed"])
    for step in steps:
        events = state.act(step["seat"], TAKE6.action_from_json(step["action"]))
        assert events_json(events, None, everything=True) == step["events"], f"step {step['step']}"
    assert state.result().to_json() == {
        "scores": end["result"]["scores"],
        "winners": end["result"]["winners"],
    }


def test_goldens_cover_the_variants() -> None:
    configs = [golden.config for golden in golden_tool.GOLDENS.values()]
    assert any(c.professional and c.snake for c in configs)
    assert {c.end for c in configs} == {"points", "rounds", "elimination"}
    assert max(c.players for c in configs) == 10


def test_golden_files_stay_small() -> None:
    total = sum(path.stat().st_size for path in golden_tool.GOLDEN_DIR.glob("*.jsonl"))
    assert total < MAX_TOTAL_BYTES, f"tests/golden/ holds {total} bytes; keep it under {MAX_TOTAL_BYTES}"


def test_compare_names_the_first_difference() -> None:
    """The diff message points at the step and the JSON path that changed."""
    name = "take6_rounds_10p_1"
    stored = golden_tool.read(name)
    changed = list(stored)
    step = json.loads(changed[5])
    step["views"]["3"]["rows"][0].append(999)
    changed[5] = golden_tool.dump(step)
    message = golden_tool.compare(name, stored, changed)
    assert message is not None
    assert "line 6 (step 5)" in message and ".views.3.rows[0]" in message
    assert golden_tool.compare(name, stored, stored[:-1]) is not None
    assert golden_tool.compare(name, stored, stored) is None
