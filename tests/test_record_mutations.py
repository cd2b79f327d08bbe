"""Broken records never crash `bullheads replay` (docs/records.md: what is refused).

Valid records of every game (bullheads.games.GAMES: a few seeded games of random legal
actions each, plus the worked examples in examples/records/) are mutated -- the text cut
short, entries swapped, values retyped (int to str, float, bool, list, None), keys
deleted, giant numbers, deep nesting -- and replayed by the real command. Each run ends
with exit status 1 and one error line on stderr (never a traceback), or, when the mutation
happens to leave a valid record, with exit status 0.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

try:
    from tests.game_cases import play_randomly
except ImportError:  # tests/ is on sys.path but is not a package
    from game_cases import play_randomly  # type: ignore[no-redef,import-not-found]

from bullheads.cli.main import cli
from bullheads.core.record import record_of
from bullheads.games import GAMES

EXAMPLES = sorted((Path(__file__).parent.parent / "examples" / "records").glob("*.json"))
GIANT = "9" * 5000
"""More digits than Python reads into an int from text by default."""
PLACE = "@@place@@"
"""Stands for a piece of text that json.dumps cannot write (a giant number, deep nesting)."""


def played(name: str, seed: int, steps: int = 60) -> str:
    """The record of `steps` random legal actions of a seeded game with its default config."""
    game = GAMES[name]
    state = play_randomly(game.new(game.config_from_json({}), seed=seed), steps, seed)
    return record_of(state, seed=seed).dumps()


RECORDS = [played(name, seed) for name in GAMES for seed in (1, 2)] + [
    path.read_text(encoding="utf-8") for path in EXAMPLES
]


def paths(data: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, the root included."""
    found = [at]
    if isinstance(data, dict):
        for key, value in data.items():
            found += paths(value, (*at, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += paths(value, (*at, index))
    return found


def put(data: Any, at: tuple[Any, ...], value: Any) -> Any:
    """`data` with the value at `at` replaced (the root when `at` is empty)."""
    if not at:
        return value
    parent = data
    for step in at[:-1]:
        parent = parent[step]
    parent[at[-1]] = value
    return data


def retyped(value: Any, kind: int) -> Any:
    """`value` as another JSON type."""
    return [str(value), float(value) if isinstance(value, int) else 1.5, True, [value], None, {}, -1][kind]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A record's text, changed in one of the ways a broken or hostile file can be."""
    text = draw(st.sampled_from(RECORDS))
    data = json.loads(text)
    how = draw(st.sampled_from(["cut", "swap", "retype", "delete", "giant", "deep", "wide"]))
    if how == "cut":
        return text[: draw(st.integers(0, len(text) - 1))]
    places = paths(data)
    at = draw(st.sampled_from(places))
    if how == "swap":
        lists = [
            place for place in places if isinstance(get(data, place), list) and len(get(data, place)) > 1
        ]
        if lists:
            items = get(data, draw(st.sampled_from(lists)))
            first, second = draw(st.permutations(range(len(items))))[:2]
            items[first], items[second] = items[second], items[first]
    elif how == "retype":
        data = put(data, at, retyped(get(data, at), draw(st.integers(0, 6))))
    elif how == "delete":
        keys = [place for place in places if place and isinstance(get(data, place[:-1]), dict)]
        if keys:
            place = draw(st.sampled_from(keys))
            del get(data, place[:-1])[place[-1]]
    elif how == "wide":
        data = put(data, at, draw(st.sampled_from([10**300, -(10**300), 1e308, 2**63, "x" * 10_000])))
    else:
        data = put(data, at, PLACE)
        depth = draw(st.sampled_from([100, 900, 100_000]))
        return json.dumps(data).replace(
            json.dumps(PLACE), GIANT if how == "giant" else "[" * depth + "]" * depth
        )
    return json.dumps(data)


def get(data: Any, at: tuple[Any, ...]) -> Any:
    for step in at:
        data = data[step]
    return data


def test_the_records_to_mutate_replay() -> None:
    """The starting points are valid records, of every game."""
    assert {json.loads(text)["game"] for text in RECORDS} == set(GAMES)
    for text in RECORDS:
        assert_replays_or_refuses(text, must_replay=True)


@settings(max_examples=150, deadline=None)
@given(text=mutated())
def test_a_mutated_record_is_replayed_or_refused_in_one_line(text: str) -> None:
    assert_replays_or_refuses(text)


def assert_replays_or_refuses(text: str, must_replay: bool = False) -> None:
    """`bullheads replay` of `text`: exit 0, or exit 1 with one error line and no traceback."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_text(text, encoding="utf-8")
        outcome = CliRunner().invoke(cli, ["replay", str(path)])
    assert outcome.exception is None or isinstance(outcome.exception, SystemExit), outcome.exc_info
    if outcome.exit_code == 0 and not must_replay:
        return
    assert outcome.exit_code == (0 if must_replay else 1), outcome.stderr
    if outcome.exit_code == 1:
        lines = outcome.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("Error: "), outcome.stderr


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 100_000 + "]" * 100_000, "nests its JSON arrays or objects too deeply"),
        (f'{{"game": "take6", "config": {{}}, "actions": [], "seed": {GIANT}}}', "a number too long"),
    ],
    ids=["deep nesting", "5,000-digit seed"],
)
def test_replay_of_a_hostile_file_is_one_line_in_a_real_process(
    tmp_path: Path, text: str, message: str
) -> None:
    """Deep nesting raised a RecursionError and a 5,000-digit seed a ValueError (Python's
    int-string limit): both printed a traceback."""
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "bullheads", "replay", str(path)], capture_output=True, text=True, check=False
    )
    assert run.returncode == 1
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr
    assert run.stderr.startswith("Error: ") and message in run.stderr
