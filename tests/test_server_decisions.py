"""Decision numbers: whenever the game owes a seat a new decision, the room gives it a new
number (`decision` in docs/protocol-ws.md), also when the same seat owes two decisions
in a row. A client acts once per decision number; one that stayed the same after the
seat acted left its page waiting for ever with no choice on offer."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient
from test_server_rooms import hello, until

from bullheads.server.app import create_app
from bullheads.server.lobby import Lobby
from bullheads.server.rooms import PLAYING, Room
from bullheads.server.store import Store, default_url


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(Store(default_url(tmp_path / "rooms.db")))) as test_client:
        yield test_client


def numeranza_room(client: TestClient, config: dict[str, Any], seed: int) -> tuple[str, str]:
    """A started Numeranza room: a person in the first seat, rule-of-thumb bots after."""
    room = client.post("/api/rooms", json={"game": "numeranza", "config": config, "seed": seed}).json()
    room_id, owner = room["id"], room["owner_token"]
    token = client.post(f"/api/rooms/{room_id}/seats/0", json={"name": "Ana"}).json()["token"]
    for seat in range(1, config["players"]):
        client.post(f"/api/rooms/{room_id}/seats/{seat}/bot", json={"bot": "heuristic", "token": owner})
    client.post(f"/api/rooms/{room_id}/start", json={"token": owner})
    return room_id, token


def act(ws: Any, message: dict[str, Any], action: dict[str, Any]) -> dict[str, Any]:
    """Send `action` on `message`'s view; the next update that offers this seat a choice
    (or ends the game)."""
    assert action in [choice["action"] for choice in message["legal"]], (action, message["legal"])
    ws.send_json({"type": "act", "action": action, "step": message["step"]})
    return until(ws, lambda m: m["type"] == "error" or offers_or_ends(m))


def offers_or_ends(message: dict[str, Any]) -> bool:
    return message["type"] == "update" and bool(message["legal"] or "result" in message)


PASS, DRAW = {"do": "pass"}, {"do": "draw"}


def test_a_pass_then_a_discard_of_the_same_seat_is_a_new_decision(client: TestClient) -> None:
    """V4-5: a person draws, passes the try, and must discard down to one card: the
    discard is a new decision of the same seat with no event between (the stall)."""
    room_id, token = numeranza_room(client, {"variant": "diamond", "players": 4}, seed=5)
    with client.websocket_connect(f"/ws/{room_id}") as ws:
        drawn = act(ws, hello(ws, token), DRAW)
        assert drawn["type"] == "update" and PASS in [choice["action"] for choice in drawn["legal"]]
        passed = act(ws, drawn, PASS)
        assert passed["type"] == "update", passed
        assert {key for choice in passed["legal"] for key in choice["action"]} == {"discard"}
        assert passed["decision"] > drawn["decision"], "the discard kept the pass's decision number"
        discarded = act(ws, passed, passed["legal"][0]["action"])
        assert discarded["type"] == "update" and discarded["decision"] > passed["decision"]


def test_a_pass_then_an_opposition_after_the_bots_turn_is_a_new_decision(client: TestClient) -> None:
    """V3-1/V3-2: a person passes (no event names them), the bot plays and claims, and the
    person is asked to oppose: a new decision, though only events of the bot came between."""
    room_id, token = numeranza_room(client, {"variant": "trips", "players": 2}, seed=3)
    with client.websocket_connect(f"/ws/{room_id}") as ws:
        message = hello(ws, token)
        for _ in range(500):
            if "result" in message:
                break
            legal = [choice["action"] for choice in message["legal"]]
            before = message["decision"]
            message = act(ws, message, PASS if PASS in legal else DRAW if DRAW in legal else legal[0])
            assert message["type"] == "update", message
            assert "result" in message or message["decision"] > before
        assert "result" in message


# --------------------------------------------------------------------------- every game

CONFIGS = [
    ("take6", {"players": 3, "end": "rounds", "rounds": 1}),
    ("take6", {"players": 3, "end": "rounds", "rounds": 1, "professional": True}),
    ("take11", {"players": 2}),
    ("buffalo", {"players": 2}),
    *(
        ("numeranza", {"variant": variant, "players": 3, "turn_limit": 40})
        for variant in ("target", "spiral", "trips", "diamond")
    ),
    ("numeranza", {"variant": "trips", "players": 3, "turn_limit": 40, "bluff": True}),
    ("numeranza", {"variant": "coop", "players": 3, "turn_limit": 8}),
]


@pytest.fixture(scope="module")
def lobby(tmp_path_factory: pytest.TempPathFactory) -> Lobby:
    store = Store(default_url(tmp_path_factory.mktemp("decisions") / "rooms.db"))
    store.migrate()
    return Lobby(store)


def play_through_the_room(room: Room, people: list[int], rng: random.Random) -> int:
    """People choose at random among what the room offers them, bots answer inside the
    room; checks every offer against the seat's earlier ones. Returns the people's moves."""
    acted: dict[int, int] = {}
    """The decision each person last acted on."""
    offered: dict[int, tuple[int, list[Any]]] = {}
    """Each person's last offer: its decision number and legal actions."""
    moves = 0
    while room.status == PLAYING:
        offers = {seat: room.snapshot(seat) for seat in people}
        due = [seat for seat in people if offers[seat]["legal"]]
        assert due, "the game waits, but no person is offered anything"
        for seat in due:
            decision, legal = offers[seat]["decision"], offers[seat]["legal"]
            assert decision > acted.get(seat, -1), f"seat {seat} is asked again under decision {decision}"
            if seat in offered and offered[seat][0] == decision:
                assert offered[seat][1] == legal, "the choices changed under the same decision number"
            offered[seat] = (decision, legal)
        seat = rng.choice(due)
        acted[seat] = offers[seat]["decision"]
        room.submit(seat, rng.choice(offers[seat]["legal"])["action"], offers[seat]["step"])
        moves += 1
    return moves


@pytest.mark.parametrize(("game", "config"), CONFIGS, ids=lambda value: str(value))
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**16), people=st.integers(1, 2**6 - 1))
def test_every_new_decision_owed_gets_a_new_number(
    lobby: Lobby, game: str, config: dict[str, Any], seed: int, people: int
) -> None:
    """Random games through the room (people in some seats, random bots in the others):
    after a person acts, each later offer to that seat carries a larger decision number,
    and an offer under an unchanged number offers the same choices."""
    room, owner = lobby.create(game, config, None, seed=seed)
    seats = len(room.seats)
    humans = [seat for seat in range(seats) if people >> seat & 1] or [seed % seats]
    for seat in range(seats):
        if seat in humans:
            room.claim(seat, f"P{seat}")
        else:
            room.set_bot(owner, seat, "random")
    room.start(owner)
    play_through_the_room(room, humans, random.Random(seed))
    assert room.state is not None and room.state.over
