"""Records: round trips, hand-written records, clear errors, and `bullheads replay`.

A record holds the config, every chance outcome and every (seat, action); it must replay
exactly, and every way a record can be wrong must end in a RecordError that names the
bad part (the command line shows it as one line, never as a traceback).
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from bullheads.cli.main import cli
from bullheads.core.errors import RecordError
from bullheads.core.record import Record, load, parse, record_of, replay, result_json, save
from bullheads.games.take6 import TAKE6, ProMode, Take6Config, Take6State
from bullheads.games.take6.state import Phase

CONFIGS = [
    Take6Config(),
    Take6Config(players=2, end="rounds", rounds=2),
    Take6Config(players=10, end="rounds", rounds=1),
    Take6Config(players=5, end="elimination", limit=30),
    Take6Config(players=3, professional=True, snake=True, limit=30),
    Take6Config(players=6, professional=True, end="elimination", limit=25),
    Take6Config(players=4, professional=ProMode.DEAL, end="elimination", limit=25),
]


def play(config: Take6Config, seed: int, stop: int | None = None) -> Take6State:
    """A game with random legal actions, to the end or to `stop` actions."""
    state = TAKE6.new(config, seed=seed)
    rng = random.Random(seed)
    while not state.over and (stop is None or len(state.history) < stop):
        seat = rng.choice(state.to_act())
        state.act(seat, rng.choice(state.legal(seat)))
    return state


def views(state: Take6State) -> list[dict[str, Any]]:
    return [state.view(seat) for seat in [*range(state.config.players), None]]


def through_json(record: Record) -> Record:
    return parse(json.loads(record.dumps()))


def record_data(config: Take6Config | None = None, seed: int = 1) -> dict[str, Any]:
    """The JSON of a whole game's record, to spoil in the tests below."""
    data: dict[str, Any] = json.loads(
        record_of(play(config or Take6Config(players=3), seed), seed=seed).dumps()
    )
    return data


def replay_error(data: Any) -> str:
    with pytest.raises(RecordError) as caught:
        replay(parse(data), TAKE6)
    return str(caught.value)


# --------------------------------------------------------------------------- round trips


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: json.dumps(c.to_json(), separators=(",", ":")))
def test_record_round_trip(config: Take6Config) -> None:
    state = play(config, seed=11)
    record = record_of(state, seed=11, players=["a", "b"])
    again = replay(through_json(record), TAKE6)
    assert views(again) == views(state)
    assert result_json(again) == result_json(state) == record.result
    assert again.over
    assert record_of(again, seed=11, players=["a", "b"]).to_json() == record.to_json()
    assert through_json(record).to_json() == record.to_json()


@pytest.mark.parametrize("config", CONFIGS[:1] + CONFIGS[4:5])
@pytest.mark.parametrize("stop", [0, 1, 7, 45, 113])
def test_unfinished_game_round_trip(config: Take6Config, stop: int) -> None:
    state = play(config, seed=5, stop=stop)
    again = replay(through_json(record_of(state, seed=5)), TAKE6)
    assert views(again) == views(state)
    assert result_json(again) == result_json(state)
    # and both play on alike
    seat = state.to_act()[0]
    action = state.legal(seat)[-1]
    assert [e.to_json() for e in again.act(seat, action)] == [e.to_json() for e in state.act(seat, action)]
    assert views(again) == views(state)


def test_round_trip_while_a_low_card_waits_for_its_row() -> None:
    state = TAKE6.new(Take6Config(), seed=3)
    rng = random.Random(3)
    while state.phase is not Phase.ROW:
        seat = rng.choice(state.to_act())
        state.act(seat, rng.choice(state.legal(seat)))
    again = replay(through_json(record_of(state)), TAKE6)
    assert again.phase is Phase.ROW
    assert views(again) == views(state)


def test_save_and_load(tmp_path: Path) -> None:
    state = play(Take6Config(players=4, limit=20), seed=2)
    path = save(record_of(state, seed=2, note="é"), tmp_path / "game.json")
    record = load(path)
    assert record.meta == {"note": "é"}
    assert result_json(replay(record, TAKE6)) == record.result


def test_records_replay_from_their_outcomes_not_their_seed() -> None:
    """The outcomes are stored: a wrong seed, or none, replays the same game."""
    state = play(Take6Config(players=4, limit=30), seed=8)
    data = json.loads(record_of(state, seed=8).dumps())
    for seed in (None, 0, 12345):
        data["seed"] = seed
        assert views(replay(parse(data), TAKE6)) == views(state)


def test_hand_written_record_with_a_full_row() -> None:
    """T6-08 by hand: card 9 is the sixth card of row 4; card 50 then follows the 9."""
    data = {
        "format": "bullheads-record",
        "version": 1,
        "game": "take6",
        "config": {"players": 2, "end": "rounds", "rounds": 1},
        "outcomes": [{"hands": [[9], [50]], "rows": [[1], [2], [3], [4, 5, 6, 7, 8]]}],
        "actions": [[1, {"play": 50}], [0, {"play": 9}]],
    }
    state = replay(parse(data), TAKE6)
    assert state.over
    assert state.table.rows == [[1], [2], [3], [9, 50]]
    assert result_json(state) == {"over": True, "scores": [6, 0], "winners": [1]}


def test_hand_written_record_with_a_low_card() -> None:
    """T6-09 by hand: card 1 is low; its owner chooses to take row 4 (10, 20: 6 heads)."""
    data = {
        "game": "take6",
        "config": {"players": 2, "end": "rounds", "rounds": 1},
        "outcomes": [{"hands": [[1], [50]], "rows": [[2], [3], [4], [10, 20]]}],
        "actions": [[0, {"play": 1}], [1, {"play": 50}], [0, {"take_row": 3}]],
    }
    state = replay(parse(data), TAKE6)
    assert state.table.rows == [[2], [3], [4, 50], [1]]
    assert result_json(state) == {"over": True, "scores": [6, 0], "winners": [1]}


# --------------------------------------------------------------------------- errors


def test_not_json(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"game": "take6",\n  oops}', encoding="utf-8")
    with pytest.raises(RecordError, match=r"is not valid JSON: .*\(line 2, column 3\)"):
        load(path)


def test_not_a_text_file_or_missing(tmp_path: Path) -> None:
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00\x81")
    with pytest.raises(RecordError, match="is not a text file"):
        load(path)
    with pytest.raises(RecordError, match="cannot read"):
        load(tmp_path / "nothing.json")


@pytest.mark.parametrize("data", [[], "take6", 3, None])
def test_not_an_object(data: Any) -> None:
    with pytest.raises(RecordError, match=r"^a record must be a JSON object$"):
        parse(data)


def test_wrong_format_and_version() -> None:
    data = record_data()
    with pytest.raises(RecordError, match=r"^not a bullheads record \(format 'chess-pgn'\)$"):
        parse({**data, "format": "chess-pgn"})
    with pytest.raises(RecordError, match=r"^record version 2 is not supported \(only 1\)$"):
        parse({**data, "version": 2})


@pytest.mark.parametrize("key", ["game", "config", "actions"])
def test_missing_part(key: str) -> None:
    data = record_data()
    del data[key]
    with pytest.raises(RecordError, match=f"^the record has no '{key}'$"):
        parse(data)


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("game", 6, "'game' must be a game's name"),
        ("config", [4], "'config' must be a JSON object"),
        ("outcomes", {}, "'outcomes' must be a list"),
        ("actions", {}, "'actions' must be a list of [seat, action]"),
        ("seed", "x", "'seed' must be a whole number or null"),
        ("result", [], "'result' must be a JSON object or null"),
        ("meta", [1], "'meta' must be a JSON object"),
    ],
)
def test_mistyped_part(key: str, value: Any, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse({**record_data(), key: value})
    assert str(caught.value) == message


def test_unknown_game() -> None:
    assert replay_error({**record_data(), "game": "chess"}) == "the record is of 'chess', not 'take6'"


@pytest.mark.parametrize(
    ("config", "fragment"),
    [
        ({"players": 11}, "Take 6! is for 2 to 10 players (11 given)"),
        ({"players": 3, "colour": "red"}, "unknown Take 6! option(s): colour"),
        ({"players": "3"}, "the option 'players' must be a whole number"),
        ({"players": 3, "end": "sudden death"}, "unknown end rule 'sudden death'"),
        ({"players": 8, "professional": True}, "the professional variant is for 2 to 6 players"),
    ],
)
def test_bad_config(config: dict[str, Any], fragment: str) -> None:
    message = replay_error({**record_data(), "config": config})
    assert message.startswith("the record's set-up is not valid: ")
    assert fragment in message


@pytest.mark.parametrize("action", [[0], [0, 1, 2], ["0", {"play": 1}], [True, {"play": 1}], "play 4"])
def test_malformed_action_pair(action: Any) -> None:
    data = record_data()
    data["actions"][2] = action
    with pytest.raises(RecordError, match=r"^action 3 must be \[seat, action\]"):
        parse(data)


@pytest.mark.parametrize(
    "action", [{"play": 0}, {"play": 105}, {"take_row": 4}, {"pass": 1}, {"play": True}, 7]
)
def test_malformed_action(action: Any) -> None:
    data = record_data()
    data["actions"][2][1] = action
    message = replay_error(data)
    assert message.startswith("action 3 [")
    assert "cannot be replayed: not a Take 6! action" in message


def test_illegal_action_is_named_by_its_number() -> None:
    data = record_data()
    seat, _ = data["actions"][4]
    hand = data["outcomes"][0]["hands"][seat]
    missing = next(card for card in range(1, 105) if card not in hand)
    data["actions"][4][1] = {"play": missing}
    message = replay_error(data)
    assert message.startswith(f'action 5 [{seat}, {{"play": {missing}}}] cannot be replayed: ')
    assert f"does not hold the card {missing}" in message


def test_action_by_a_seat_that_owes_nothing() -> None:
    data = record_data()
    data["actions"].insert(0, [7, {"play": 1}])
    assert "action 1 [7, " in replay_error(data)


def test_action_after_the_game_is_over() -> None:
    data = record_data()
    count = len(data["actions"])
    data["actions"].append([0, {"play": 1}])
    message = replay_error(data)
    assert message.startswith(f"action {count + 1} [0, ")
    assert message.endswith("the game is over")


def spoil_deal(data: dict[str, Any], change: str) -> dict[str, Any]:
    data = copy.deepcopy(data)
    deal = data["outcomes"][0]
    if change == "duplicate":
        deal["hands"][1][0] = deal["hands"][0][0]
    elif change == "hands":
        deal["hands"].pop()
    elif change == "unsorted row":
        used = {card for group in (*deal["hands"], *deal["rows"]) for card in group}
        low, high = [card for card in range(1, 105) if card not in used][:2]
        deal["rows"][2] = [high, low]
    elif change == "rows":
        deal["rows"].append([100])
    elif change == "card":
        deal["hands"][0][0] = 105
    elif change == "shape":
        data["outcomes"][0] = [1, 2, 3]
    elif change == "sizes":
        deal["hands"][0].pop()
    return data


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ("duplicate", "a card is dealt twice"),
        ("hands", "the deal needs 3 hands, one per seat still playing"),
        ("unsorted row", "a row holds 1 to 5 cards in ascending order"),
        ("rows", "the deal needs 4 rows"),
        ("card", "a hand must be a list of cards 1..104"),
        ("shape", 'a deal is {"hands": [...], "rows": [...]}'),
        ("sizes", "all hands must hold the same number of cards"),
    ],
)
def test_invalid_first_deal(change: str, reason: str) -> None:
    message = replay_error(spoil_deal(record_data(), change))
    assert message.startswith("the record's set-up is not valid: chance outcome 1 is not valid: ")
    assert reason in message


def test_invalid_later_deal_names_the_action_that_needed_it() -> None:
    data = record_data(Take6Config(players=3, end="rounds", rounds=2))
    rounds: list[int] = []
    replay(parse(data), TAKE6, on_step=lambda state, *_: rounds.append(state.round))
    last_of_round_1 = rounds.index(2) + 1
    data["outcomes"][1]["hands"][2][3] = data["outcomes"][1]["hands"][0][0]
    message = replay_error(data)
    assert message.startswith(f"action {last_of_round_1} [")
    assert "chance outcome 2 is not valid: a card is dealt twice" in message


def test_invalid_draft_start() -> None:
    data = record_data(Take6Config(players=3, professional=True, end="rounds", rounds=1))
    data["outcomes"][0] = {"start": 5}
    message = replay_error(data)
    assert "chance outcome 1 is not valid" in message and "[0, 1, 2]" in message


# --------------------------------------------------------------------------- the command


def write_record(tmp_path: Path, data: dict[str, Any], name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_replay_verify_passes_on_a_true_record(tmp_path: Path) -> None:
    data = record_data()
    outcome = CliRunner().invoke(cli, ["replay", "--verify", "--json", write_record(tmp_path, data)])
    assert outcome.exit_code == 0, outcome.output
    assert json.loads(outcome.stdout.splitlines()[0]) == data["result"]
    assert "verified" in outcome.stderr


def test_replay_verify_fails_on_an_edited_result(tmp_path: Path) -> None:
    data = record_data()
    data["result"]["scores"][0] += 1
    outcome = CliRunner().invoke(cli, ["replay", "--verify", write_record(tmp_path, data)])
    assert outcome.exit_code == 1
    assert "stored result differs" in outcome.stderr
    assert "Traceback" not in outcome.output


def test_replay_without_verify_ignores_the_stored_result(tmp_path: Path) -> None:
    data = record_data()
    data["result"]["winners"] = [2, 1]
    outcome = CliRunner().invoke(cli, ["replay", write_record(tmp_path, data)])
    assert outcome.exit_code == 0


def test_replay_verify_needs_a_stored_result(tmp_path: Path) -> None:
    data = record_data()
    data["result"] = None
    outcome = CliRunner().invoke(cli, ["replay", "--verify", write_record(tmp_path, data)])
    assert outcome.exit_code == 1
    assert "stores no result" in outcome.stderr


def test_replay_steps_prints_one_line_per_action(tmp_path: Path) -> None:
    data = record_data()
    outcome = CliRunner().invoke(cli, ["replay", "--steps", "--json", write_record(tmp_path, data)])
    assert outcome.exit_code == 0
    lines = outcome.stdout.splitlines()
    assert len(lines) == len(data["actions"]) + 1
    assert lines[0].startswith(f"seat {data['actions'][0][0]}: play ")


@pytest.mark.parametrize(
    ("spoil", "message"),
    [
        (lambda d: {**d, "game": "chess"}, "unknown game 'chess'"),
        (lambda d: {**d, "config": {"players": 1}}, "Take 6! is for 2 to 10 players"),
        (lambda d: {**d, "actions": [*d["actions"], [0, {"play": 1}]]}, "the game is over"),
        (lambda d: spoil_deal(d, "duplicate"), "a card is dealt twice"),
    ],
)
def test_replay_of_a_bad_record_is_one_clear_line(tmp_path: Path, spoil: Any, message: str) -> None:
    path = write_record(tmp_path, spoil(record_data()))
    outcome = CliRunner().invoke(cli, ["replay", "--verify", path])
    assert outcome.exit_code == 1
    assert outcome.stderr.startswith("Error: ") and message in outcome.stderr
    assert "Traceback" not in outcome.output
    assert not isinstance(outcome.exception, Exception) or isinstance(outcome.exception, SystemExit)


def test_replay_of_a_file_that_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("take 6 with friends\n", encoding="utf-8")
    outcome = CliRunner().invoke(cli, ["replay", str(path)])
    assert outcome.exit_code == 1
    assert "is not valid JSON" in outcome.stderr
