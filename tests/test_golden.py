"""Golden playthroughs of every game: seeded games must play exactly as pinned in tests/golden/.

Each game of tests/golden_tool.GOLDENS is played again in memory and compared line by
line (set-up, then every action with its events, to_act and every deciding seat's view,
then the result) with its file; the first difference is named by line, step and JSON path.

A difference means behaviour changed. If the change is intended (a rule fix), regenerate
the files on purpose from the repository root and review their diff:

    python -m tests.golden_tool --write [NAME ...]
"""

from __future__ import annotations

import json

import pytest

try:
    from tests import golden_tool
except ImportError:  # tests/ is on sys.path but is not a package
    import golden_tool  # type: ignore[no-redef,import-not-found]

from bullheads.core.events import events_json
from bullheads.games import GAMES

MAX_TOTAL_BYTES = 5_300_000
"""Every view of every step is pinned, so a new view field grows all Take 6! files (the
last reveal, "played", took them from 3.7 to 4.0 MB; each row's capacity to 4.5 MB; the
Beat the Buffalo goldens, with views as deltas, added 0.24 MB; each event's narration,
"say", about 8%); the cap keeps that deliberate."""


@pytest.mark.parametrize("name", list(golden_tool.GOLDENS))
def test_game_plays_as_pinned(name: str) -> None:
    path = golden_tool.path_of(name)
    assert path.exists(), f"{path.name} is missing: run `python -m tests.golden_tool --write {name}`"
    difference = golden_tool.compare(name, golden_tool.read(name), golden_tool.playthrough(name))
    if difference is not None:
        pytest.fail(
            f"{difference}\nIf this change is intended, run `python -m tests.golden_tool --write {name}` "
            "and review the diff of tests/golden/.",
            pytrace=False,
        )


@pytest.mark.parametrize("name", list(golden_tool.GOLDENS))
def test_golden_file_is_a_complete_game(name: str) -> None:
    """The files themselves hold what they promise: a whole game whose actions alone, on
    the same seed, replay to the same events, views (patched step by step where they are
    deltas) and result."""
    lines = [json.loads(line) for line in golden_tool.read(name)]
    setup, steps, end = lines[0], lines[1:-1], lines[-1]
    golden = golden_tool.GOLDENS[name]
    game = GAMES[golden.game]
    assert setup["game"] == golden.game and setup["seed"] == golden.seed
    assert game.config_from_json(setup["config"]) == golden.config
    assert [step["step"] for step in steps] == list(range(1, len(steps) + 1))
    assert end["result"]["over"] is True and steps[-1]["to_act"] == []

    state = game.new(game.config_from_json(setup["config"]), seed=setup["seed"])
    views = setup["views"]
    assert views == golden_tool.views_of(state, golden)
    for step in steps:
        events = state.act(step["seat"], game.action_from_json(step["action"]))
        assert events_json(events, None, everything=True) == step["events"], f"step {step['step']}"
        assert set(step["views"]) == set(views), f"step {step['step']}"
        if golden.deltas:
            views = {seat: golden_tool.patch(views[seat], change) for seat, change in step["views"].items()}
        else:
            views = step["views"]
        assert views == golden_tool.views_of(state, golden), f"step {step['step']}"
    assert state.result().to_json() == {
        "scores": end["result"]["scores"],
        "winners": end["result"]["winners"],
    }


def test_goldens_cover_every_game_and_variant() -> None:
    """Every game; Take 6!'s end rules, the professional variant and ten players; one game
    per Numeranza variant (V1..V5); Beat the Buffalo's team sizes with and without
    special cards, won and lost."""
    goldens = list(golden_tool.GOLDENS.values())
    assert {golden.game for golden in goldens} == set(GAMES)
    take6 = [golden.config for golden in goldens if golden.game == "take6"]
    assert any(c.professional and c.snake for c in take6)  # type: ignore[attr-defined]
    assert {c.end for c in take6} == {"points", "rounds", "elimination"}  # type: ignore[attr-defined]
    assert max(c.players for c in take6) == 10
    variants = [golden.config.variant.value for golden in goldens if golden.game == "numeranza"]  # type: ignore[attr-defined]
    assert sorted(variants) == sorted(["target", "spiral", "trips", "diamond", "coop"])
    buffalo = [golden for golden in goldens if golden.game == "buffalo"]
    assert {golden.config.players for golden in buffalo} == {1, 2, 4, 6}


def test_buffalo_goldens_use_special_cards_and_end_both_ways() -> None:
    kinds: set[str] = set()
    won = set()
    for name, golden in golden_tool.GOLDENS.items():
        if golden.game != "buffalo":
            continue
        lines = [json.loads(line) for line in golden_tool.read(name)]
        kinds |= {
            key for step in lines[1:-1] for key in step["action"] if key not in ("play", "take_row", "pass")
        }
        won.add(bool(lines[-1]["result"]["winners"]))
    assert won == {True, False}
    assert len(kinds) >= 8, f"special-card actions used: {sorted(kinds)}"


def test_numeranza_goldens_end_by_the_rules() -> None:
    """Not by the turn limit: each pinned game reaches its variant's own end."""
    for name, golden in golden_tool.GOLDENS.items():
        if golden.game == "numeranza":
            last = json.loads(golden_tool.read(name)[-2])
            assert last["views"]["spectator"]["reason"] not in ("", "turn_limit"), name


def test_golden_files_stay_small() -> None:
    total = sum(path.stat().st_size for path in golden_tool.GOLDEN_DIR.glob("*.jsonl"))
    assert total < MAX_TOTAL_BYTES, f"tests/golden/ holds {total} bytes; keep it under {MAX_TOTAL_BYTES}"


def test_every_golden_file_has_its_game() -> None:
    files = {path.stem for path in golden_tool.GOLDEN_DIR.glob("*.jsonl")}
    assert files == set(golden_tool.GOLDENS), (
        "a file in tests/golden/ without its entry in GOLDENS, or the reverse"
    )


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


def test_delta_and_patch_round_trip() -> None:
    """A delta holds exactly the changes: nested keys, removed keys, list items by index."""
    old = {"a": 1, "b": {"c": [1, 2], "d": 3}, "e": [{"x": 1}, {"x": 2}], "gone": 0, "n": None}
    new = {"a": 1, "b": {"c": [1, 2, 3], "d": 3}, "e": [{"x": 1}, {"x": 5}], "n": {"y": 1}}
    change = golden_tool.delta(old, new)
    assert change == {
        "b": {"c": [1, 2, 3]},
        "e": {"1": {"x": 5}},
        "n": {"y": 1},
        golden_tool.REMOVED: ["gone"],
    }
    assert golden_tool.patch(old, change) == new
    assert golden_tool.delta(new, new) == {} and golden_tool.patch(new, {}) == new


def test_the_tool_refuses_an_unknown_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert golden_tool.main(["--write", "chess_2p"]) == 2
    assert "no golden called chess_2p" in capsys.readouterr().out
