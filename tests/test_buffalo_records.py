"""Beat the Buffalo records: the example records replay to the rule book's outcome, and a
record with a special card that the rules refuse names the action and the reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bullheads.core.errors import RecordError
from bullheads.core.record import load, parse, replay, result_json
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.state import BuffaloState
from bullheads.games.take6.cards import heads

RECORDS = Path(__file__).parent.parent / "examples" / "records"


def replayed(name: str) -> BuffaloState:
    record = load(RECORDS / name)
    state = replay(record, BUFFALO_GAME)
    assert isinstance(state, BuffaloState)
    assert result_json(state) == record.result
    return state


def test_example_record_B5_BUF_14_push_replays() -> None:
    state = replayed("buffalo-b5-push.json")
    assert state.buffalo_pile == [2, 4, 7, 9, 12] and state.table.rows[3] == [6]


def test_example_record_B8_BUF_17_sort_replays() -> None:
    state = replayed("buffalo-b8-sort.json")
    assert heads(state.buffalo_pile) == 16 and state.result().winners == (0, 1, 2, 3)


def test_a_refused_special_card_in_a_record_is_named_with_its_reason() -> None:
    data = json.loads((RECORDS / "buffalo-b5-push.json").read_text())
    data["actions"][3] = [0, {"push": [1, 0, 2, 0]}]
    with pytest.raises(RecordError, match=r"action 4 .*only card cannot be pushed"):
        replay(parse(data), BUFFALO_GAME)


@pytest.mark.parametrize(
    ("outcome", "message"),
    [
        (
            {"hands": [[1]], "buffalo": [2], "rows": [[3], [4], [5], [6]], "specials": ["stop"]},
            "at most 0 special",
        ),
        ({"hands": [[1]], "buffalo": [2, 7], "rows": [[3], [4], [5], [6]], "specials": []}, "same number"),
        ({"hands": [[1]], "buffalo": [2], "rows": [[3], [4], [5], [6]]}, "a deal is"),
        (
            {"hands": [[1], [8]], "buffalo": [2], "rows": [[3], [4], [5], [6]], "specials": ["sort"] * 3},
            "at most 2",
        ),
    ],
)
def test_a_bad_recorded_deal_is_a_clear_error(outcome: dict[str, object], message: str) -> None:
    players = len(outcome["hands"])  # type: ignore[arg-type]
    data = {"game": "buffalo", "config": {"players": players}, "outcomes": [outcome], "actions": []}
    with pytest.raises(RecordError, match=message):
        replay(parse(data), BUFFALO_GAME)
