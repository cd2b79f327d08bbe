"""The rule book's worked examples E1..E6 as tests, and the hand-written records of them.

Rows are numbered 1..4 in the examples and 0..3 here. Every position gets one spare card
per hand where needed, so that the round does not end (and the table is not dealt anew)
before the rows can be checked.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from conftest import play_turn, position, rows

from bullheads.cli.main import cli
from bullheads.core.record import load, parse, record_of, replay
from bullheads.games.take6 import TAKE6, Take6State
from bullheads.games.take6.events import CardPlaced, LowCard, RowTaken

RECORDS = Path(__file__).resolve().parents[1] / "examples" / "records"


def taken(events: list[Any]) -> list[RowTaken]:
    return [event for event in events if isinstance(event, RowTaken)]


def e1_position() -> Take6State:
    """E1..E3: four seats, three turns; each hand holds exactly the cards it plays."""
    hands = [[14, 21, 3], [15, 26, 9], [44, 30, 68], [61, 36, 83]]
    return position(hands, [[12], [37], [43], [58]], end="rounds", rounds=1)


def test_E1_T6_05_T6_06_T6_07_ascending_rows_smallest_difference() -> None:
    state = e1_position()
    events = play_turn(state, [14, 15, 44, 61])
    placed = [(e.card, e.row) for e in events if isinstance(e, CardPlaced)]
    assert placed == [(14, 0), (15, 0), (44, 2), (61, 3)]
    assert rows(state) == [[12, 14, 15], [37], [43, 44], [58, 61]]
    assert taken(events) == []
    assert state.result().scores == (0, 0, 0, 0)


def test_E2_T6_08_sixth_card_takes_five() -> None:
    state = e1_position()
    play_turn(state, [14, 15, 44, 61])
    events = play_turn(state, [21, 26, 30, 36])
    assert taken(events) == [RowTaken(2, 0, (12, 14, 15, 21, 26), 6, "full")]
    placed = [(e.seat, e.card, e.row) for e in events if isinstance(e, CardPlaced)]
    assert placed == [(0, 21, 0), (1, 26, 0), (2, 30, 0), (3, 36, 0)]
    assert rows(state) == [[30, 36], [37], [43, 44], [58, 61]]
    assert state.result().scores == (0, 0, 6, 0)


def test_E3_T6_09_low_card_owner_chooses_row_2() -> None:
    state = e1_position()
    play_turn(state, [14, 15, 44, 61])
    play_turn(state, [21, 26, 30, 36])
    events = play_turn(state, [3, 9, 68, 83], low_rows=None)
    assert LowCard(0, 3) in events
    assert state.phase == "row" and state.to_act() == [0]
    assert rows(state) == [[30, 36], [37], [43, 44], [58, 61]]  # nothing placed yet
    events = play_turn(state, [], low_rows=[1])
    assert taken(events) == [RowTaken(0, 1, (37,), 1, "low")]
    assert rows(state) == [[30, 36], [3, 9], [43, 44], [58, 61, 68, 83]]
    # the round (three turns) is over: 1 head for seat 0, 6 for seat 2
    assert state.over
    assert state.result().scores == (1, 0, 6, 0)
    assert state.result().winners == (1, 3)


def test_E4_T6_07_trap_closest_is_42_not_41() -> None:
    table = [[5, 10], [20, 25, 30], [33, 41], [34, 36, 38, 40, 42]]
    state = position([[45, 100], [11, 101]], table)
    events = play_turn(state, [45, 11])
    assert taken(events) == [RowTaken(0, 3, (34, 36, 38, 40, 42), 7, "full")]
    assert rows(state) == [[5, 10, 11], [20, 25, 30], [33, 41], [45]]
    assert state.result().scores == (7, 0)


def test_E5_T6_09_trap_low_card_changes_the_target_of_62() -> None:
    state = position([[29, 100], [62, 101]], [[61], [70], [80], [31, 35, 40, 45, 50]])
    events = play_turn(state, [29, 62], low_rows=None)
    assert events[-1] == LowCard(0, 29)
    assert state.legal(1) == []
    events = play_turn(state, [], low_rows=[0])
    assert taken(events) == [
        RowTaken(0, 0, (61,), 1, "low"),
        RowTaken(1, 3, (31, 35, 40, 45, 50), 11, "full"),
    ]
    assert rows(state) == [[29], [70], [80], [62]]
    assert state.result().scores == (1, 11)


def test_E6_T6_09_seed_004_four_players() -> None:
    # Alice (0) 23, Bob (1) 64, Cécile (2) 7, Didier (3) 88
    table = [[21], [24], [33, 42, 50, 57], [69, 72, 81]]
    state = position([[23, 100], [64, 101], [7, 102], [88, 103]], table)
    events = play_turn(state, [23, 64, 7, 88], low_rows=None)
    assert events[-1] == LowCard(2, 7)
    assert state.to_act() == [2]
    assert state.view(0)["low_card"] == {"seat": 2, "card": 7}
    events = play_turn(state, [], low_rows=[3])
    assert taken(events) == [
        RowTaken(2, 3, (69, 72, 81), 3, "low"),
        RowTaken(3, 2, (33, 42, 50, 57, 64), 11, "full"),
    ]
    placed = [(e.seat, e.card, e.row) for e in events if isinstance(e, CardPlaced)]
    assert placed == [(2, 7, 3), (0, 23, 0), (1, 64, 2), (3, 88, 2)]
    assert rows(state) == [[21, 23], [24], [88], [7]]
    assert state.result().scores == (0, 0, 3, 11)


# ----------------------------------------------------------------------- the records

FINAL_ROWS = {
    "take6-e1-e3.json": [[30, 36], [3, 9], [43, 44], [58, 61, 68, 83]],
    "take6-e4-trap.json": [[5, 10, 11], [20, 25, 30], [33, 41], [45]],
    "take6-e5-trap.json": [[29], [70], [80], [62]],
    "take6-e6-four-players.json": [[21, 23], [24], [88], [7]],
}


def run_replay(path: Path, *options: str) -> Result:
    return CliRunner().invoke(cli, ["replay", str(path), *options])


def test_the_worked_example_records_exist() -> None:
    assert set(FINAL_ROWS) <= {path.name for path in RECORDS.glob("*.json")}


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.json")), ids=lambda path: path.name)
def test_record_replays_and_verifies(path: Path) -> None:
    stored = json.loads(path.read_text(encoding="utf-8"))
    result = run_replay(path, "--verify", "--json")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [json.dumps(stored["result"])]
    assert "verified: the replay reaches the stored result" in result.stderr


@pytest.mark.parametrize("name", sorted(FINAL_ROWS))
def test_worked_example_record_is_canonical_and_reaches_the_rows(name: str) -> None:
    path = RECORDS / name
    text = path.read_text(encoding="utf-8")
    record = load(path)
    assert record.dumps() == text  # written exactly as Record.dumps() writes it
    assert record.meta["title"]
    assert record.meta["source"].startswith("rule book worked example")
    state = replay(record, TAKE6)
    assert state.view(None)["rows"] == FINAL_ROWS[name]
    again = record_of(state, seed=record.seed, **record.meta)
    assert again.to_json() == json.loads(text)


# ----------------------------------------------------------------------- corrupted records


def corrupt(tmp_path: Path, change: Any) -> Path:
    """A copy of the E1..E3 record with `change(data)` applied."""
    data = json.loads((RECORDS / "take6-e1-e3.json").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(parse(data).dumps() if "actions" in data else json.dumps(data), encoding="utf-8")
    return path


def set_action(number: int, seat: int, action: Any) -> Any:
    def change(data: dict[str, Any]) -> None:
        data["actions"][number - 1] = [seat, action]

    return change


def assert_clean_failure(result: Result, message: str) -> None:
    assert result.exit_code != 0
    assert isinstance(result.exception, SystemExit)  # a handled error, not a crash
    assert "Traceback" not in result.output
    assert result.stdout == ""
    assert result.stderr == f"Error: {message}\n"


def test_record_with_a_card_not_held(tmp_path: Path) -> None:
    path = corrupt(tmp_path, set_action(2, 1, {"play": 99}))
    assert_clean_failure(
        run_replay(path, "--verify"),
        'action 2 [1, {"play": 99}] cannot be replayed: seat 2 does not hold the card 99',
    )


def test_record_with_a_seat_out_of_range(tmp_path: Path) -> None:
    path = corrupt(tmp_path, set_action(3, 7, {"play": 44}))
    assert_clean_failure(
        run_replay(path, "--verify"),
        'action 3 [7, {"play": 44}] cannot be replayed: there is no seat 8: the seats are 1 to 4',
    )


def test_record_names_the_first_bad_action(tmp_path: Path) -> None:
    def change(data: dict[str, Any]) -> None:
        set_action(5, 0, {"play": 14})(data)  # 14 was played in turn 1
        set_action(9, 0, {"play": 104})(data)

    path = corrupt(tmp_path, change)
    assert_clean_failure(
        run_replay(path),
        'action 5 [0, {"play": 14}] cannot be replayed: seat 1 does not hold the card 14',
    )


def test_record_with_a_bad_row_and_with_the_wrong_seat_choosing(tmp_path: Path) -> None:
    path = corrupt(tmp_path, set_action(13, 0, {"take_row": 4}))
    assert_clean_failure(
        run_replay(path),
        'action 13 [0, {"take_row": 4}] cannot be replayed: not a Take 6! action: '
        '{\'take_row\': 4} (expected {"play": 1..104}, {"take_row": 0..3} or {"draft": 1..104})',
    )
    path = corrupt(tmp_path, set_action(13, 2, {"take_row": 1}))
    assert_clean_failure(
        run_replay(path),
        'action 13 [2, {"take_row": 1}] cannot be replayed: seat 1 chooses the row to take, not seat 3',
    )


def test_record_with_an_action_missing_its_key(tmp_path: Path) -> None:
    path = corrupt(tmp_path, set_action(1, 0, {}))
    result = run_replay(path)
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert result.stderr.startswith("Error: action 1 [0, {}] cannot be replayed: not a Take 6! action")


def test_record_missing_a_key(tmp_path: Path) -> None:
    path = corrupt(tmp_path, lambda data: data.pop("actions"))
    assert_clean_failure(run_replay(path, "--verify"), "the record has no 'actions'")


def test_record_that_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    text = (RECORDS / "take6-e1-e3.json").read_text(encoding="utf-8")
    path.write_text(text[: text.index('[3, {"play": 61}]')], encoding="utf-8")
    result = run_replay(path, "--verify")
    assert result.exit_code != 0 and isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert result.stderr.startswith(f"Error: {path} is not valid JSON: ")
    assert "(line 14, column 5)" in result.stderr


def test_record_with_a_bad_deal(tmp_path: Path) -> None:
    def change(data: dict[str, Any]) -> None:
        data["outcomes"][0]["hands"][1] = [9, 15]

    assert_clean_failure(
        run_replay(corrupt(tmp_path, change)),
        "the record's set-up is not valid: chance outcome 1 is not valid: "
        "all hands must hold the same number of cards, 1 to 10",
    )


def test_record_whose_stored_result_differs(tmp_path: Path) -> None:
    def change(data: dict[str, Any]) -> None:
        data["result"]["scores"] = [0, 1, 6, 0]

    result = run_replay(corrupt(tmp_path, change), "--verify", "--json")
    assert result.exit_code == 1
    assert result.stdout == '{"over": true, "scores": [1, 0, 6, 0], "winners": [1, 3]}\n'
    assert "stored result differs" in result.stderr
