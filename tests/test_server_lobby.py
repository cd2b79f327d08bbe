"""The lobby's rules: room owners (and how ownership passes on) and the clearing of rooms."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from bullheads.server.app import create_app
from bullheads.server.lobby import Limits, Lobby
from bullheads.server.rooms import NotOwner, RoomError
from bullheads.server.store import Store, default_url


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(Store(default_url(tmp_path / "lobby.db")))) as test_client:
        yield test_client


@pytest.fixture
def lobby(tmp_path: Path) -> Iterator[Lobby]:
    store = Store(default_url(tmp_path / "lobby.db"))
    store.migrate()
    yield Lobby(store, Limits(keep_finished=60, keep_idle=600, expire_waiting=300, owner_away=120))
    store.close()


def test_only_the_owner_changes_options_seats_and_starts(client: TestClient) -> None:
    room = client.post("/api/rooms", json={"game": "take6", "config": {"players": 3, "end": "rounds"}})
    room_id, owner = room.json()["id"], room.json()["owner_token"]
    assert "owner_token" not in client.get(f"/api/rooms/{room_id}").json()
    ana = client.post(f"/api/rooms/{room_id}/seats/0", json={"name": "Ana"}).json()["token"]
    bea = client.post(f"/api/rooms/{room_id}/seats/1", json={"name": "Bea"}).json()["token"]
    refusals = [
        ("seats/2/bot", {"bot": "random"}, "only the room's owner may add or remove bots"),
        ("options", {"options": {"turn_seconds": 30}}, "only the room's owner may change the options"),
        ("seats/1/remove", {}, "only the room's owner may remove a player"),
        ("start", {}, "only the room's owner may start the game"),
    ]
    for path, body, message in refusals:
        for key in (None, ana, "not a token"):
            answer = client.post(f"/api/rooms/{room_id}/{path}", json={**body, "token": key})
            said = answer.json()
            assert (answer.status_code, said["error"]) == (403, message)
            assert said["key"].startswith("server.not_owner.") and said["params"] == {}
    assert client.get(f"/api/rooms/{room_id}").json()["seats"][2]["kind"] == "open"  # nothing changed
    as_owner = {"token": owner}
    answer = client.post(f"/api/rooms/{room_id}/options", json={"options": {"turn_seconds": 30}, **as_owner})
    assert answer.json()["options"]["turn_seconds"] == 30
    assert (
        client.post(f"/api/rooms/{room_id}/seats/1/remove", json=as_owner).json()["seats"][1]["kind"]
        == "open"
    )
    with client.websocket_connect(f"/ws/{room_id}") as ws:  # the removed player's token no longer works
        ws.send_json({"type": "hello", "token": bea})
        assert ws.receive_json()["code"] == "refused"
    for seat in (1, 2):
        client.post(f"/api/rooms/{room_id}/seats/{seat}/bot", json={"bot": "random", **as_owner})
    assert client.post(f"/api/rooms/{room_id}/start", json=as_owner).json()["status"] == "playing"


def test_a_player_removed_mid_game_is_replaced_by_the_stand_in_bot(client: TestClient) -> None:
    room = client.post("/api/rooms", json={"game": "take6", "config": {"players": 2, "end": "rounds"}}).json()
    as_owner = {"token": room["owner_token"]}
    ana = client.post(f"/api/rooms/{room['id']}/seats/0", json={"name": "Ana"}).json()["token"]
    client.post(f"/api/rooms/{room['id']}/seats/1", json={"name": "Bo"})
    client.post(f"/api/rooms/{room['id']}/start", json=as_owner)
    with client.websocket_connect(f"/ws/{room['id']}") as ws:
        ws.send_json({"type": "hello", "token": ana})
        assert ws.receive_json()["seat"] == 0
        info = client.post(f"/api/rooms/{room['id']}/seats/0/remove", json=as_owner).json()
        assert info["seats"][0] == {"kind": "bot", "name": "heuristic", "bot": "heuristic"}
        while (message := ws.receive())["type"] != "websocket.close":  # the socket is closed
            assert message["type"] == "websocket.send"


def started(lobby: Lobby, bots: int, humans: int = 0) -> tuple[Any, str, list[str]]:
    room, owner = lobby.create("take6", {"players": bots + humans, "end": "rounds"}, None, seed=3)
    tokens = [room.claim(seat, f"P{seat}") for seat in range(humans)]
    for seat in range(humans, humans + bots):
        room.set_bot(owner, seat, "random")
    room.start(owner)
    return room, owner, tokens


def test_ownership_passes_to_a_connected_player_when_the_owner_is_gone_long(lobby: Lobby) -> None:
    async def run() -> None:
        room, owner = lobby.create("take6", {"players": 3}, None)
        ana = room.claim(0, "Ana")
        room.claim(1, "Bo")  # Bo is not connected: never an heir
        here = room.connect(ana)
        owners = room.connect(None, owner)  # the owner's own tab
        lobby.sweep(time.time() + 1000)
        assert room.info()["owner"] is None  # the owner is here: nothing passes
        room.disconnect(owners)
        lobby.sweep(time.time() + 60)
        assert room.info()["owner"] is None  # not gone long enough
        lobby.sweep(time.time() + 121)
        assert room.info()["owner"] == 0 and here.owner
        with pytest.raises(NotOwner, match="only the room's owner may start"):
            room.start(owner)
        room.set_bot(ana, 2, "random")
        lobby.store.close()
        again = Lobby(Store(lobby.store.url))  # stored: it holds after a restart
        again.restore()
        again.rooms[room.id].set_bot(ana, 2, None)
        again.store.close()

    asyncio.run(run())


def test_rooms_leave_memory_when_done_and_come_back_when_opened(lobby: Lobby) -> None:
    async def run() -> None:
        finished, _, _ = started(lobby, bots=2)  # bots only: over at once
        playing, _, tokens = started(lobby, bots=1, humans=1)
        waiting, _ = lobby.create("take6", {"players": 2}, None)
        watched, _ = lobby.create("take6", {"players": 2}, None)
        watched.connect(None)
        assert finished.status == "over" and playing.status == "playing"
        assert {room["id"] for room in lobby.listing()} == {playing.id, waiting.id, watched.id}
        lobby.sweep(time.time() + 61)
        assert finished.id not in lobby.rooms and playing.id in lobby.rooms
        assert lobby.get(finished.id).record().result is not None  # loaded again from the store
        assert finished.id not in {room["id"] for room in lobby.listing()}
        lobby.sweep(time.time() + 301)
        assert waiting.id not in lobby.rooms and watched.id in lobby.rooms
        with pytest.raises(RoomError, match="there is no room"):
            lobby.get(waiting.id)  # it never started: gone for good
        step = playing.step
        lobby.sweep(time.time() + 601)
        assert playing.id not in lobby.rooms
        back = lobby.get(playing.id)  # someone opens it: it goes on where it was
        assert back.step == step and back.status == "playing" and back.seat_of(tokens[0]) == 0

    asyncio.run(run())


def test_a_restored_room_resends_its_recent_events(lobby: Lobby) -> None:
    """After a restart the room's log is replayed: its recent events come back with it, so
    a page opened then still shows what happened."""

    async def run() -> None:
        room, _, tokens = started(lobby, bots=1, humans=1)
        assert room.state is not None
        room.submit(0, room.state.legal(0)[0].to_json(), room.step)
        await asyncio.sleep(0)
        before = [event.to_json() for event in room.recent]
        lobby.store.close()
        again = Lobby(Store(lobby.store.url))
        again.restore()
        here = again.rooms[room.id].connect(tokens[0])
        await asyncio.sleep(0)
        welcome = json.loads(here.queue.get_nowait() or "")
        history = welcome["history"]
        assert history[-3:] == before[-3:]
        assert "cards_revealed" in {event["type"] for event in history}
        again.store.close()

    asyncio.run(run())


def played_out(lobby: Lobby) -> tuple[Any, str, str]:
    """A finished 3-seat game: Ana (a person) in seat 1, two bots; (room, owner, Ana's token)."""
    room, owner = lobby.create("take6", {"players": 3, "end": "rounds"}, {"turn_seconds": 30}, seed=3)
    ana = room.claim(0, "Ana")
    room.set_bot(owner, 1, "random")
    room.set_bot(owner, 2, "heuristic")
    room.start(owner)
    while room.status != "over":
        room.submit(0, room.state.legal(0)[0].to_json(), room.asked[0])
    return room, owner, ana


def test_the_next_game_has_the_same_game_options_and_seats(lobby: Lobby) -> None:
    async def run() -> None:
        room, owner, ana = played_out(lobby)
        following = lobby.again(room, ana)
        assert following.status == "waiting" and following.id != room.id
        assert (following.game, following.config, following.options) == (room.game, room.config, room.options)
        assert [seat.public() for seat in following.seats] == [seat.public() for seat in room.seats]
        assert following.seat_of(ana) == 0  # the person's own token opens the same seat
        assert following.is_owner(owner) and not following.is_owner(ana)  # the owner stays
        assert room.info()["next"] == following.id  # those at the old table are told
        assert lobby.again(room, owner) is following  # asked twice: one next game
        following.start(owner)  # the bots are bots again; a new deal
        assert following.state is not None and following.seed != room.seed

    asyncio.run(run())


def test_a_next_room_that_expired_unstarted_is_set_up_again(lobby: Lobby) -> None:
    """Play again: the stored next room is found, loaded again once it left memory; a next
    room deleted because it never started (`Limits.expire_waiting`) is replaced by a new one."""

    async def run() -> None:
        room, _, ana = played_out(lobby)
        following = lobby.again(room, ana)
        lobby.sweep(time.time() + 120)  # the finished room leaves memory, the next one waits
        assert room.id not in lobby.rooms and lobby.again(lobby.get(room.id), ana) is following
        lobby.sweep(time.time() + 10_000)  # nobody came: the next room is deleted
        assert lobby.store.load_room(following.id) is None
        replaced = lobby.again(lobby.get(room.id), ana)
        assert replaced.id != following.id and lobby.get(room.id).next == replaced.id

    asyncio.run(run())


def test_only_a_finished_game_s_players_or_owner_set_up_the_next(lobby: Lobby) -> None:
    async def run() -> None:
        playing, other_owner, tokens = started(lobby, bots=1, humans=1)
        with pytest.raises(RoomError, match="once this one is over"):
            lobby.again(playing, tokens[0])
        room, _, _ = played_out(lobby)
        rooms = set(lobby.rooms)
        for key in (None, "not a token", other_owner, tokens[0], 7):
            with pytest.raises(NotOwner, match="only the players of this game or its owner"):
                lobby.again(room, key)
        assert set(lobby.rooms) == rooms and room.next is None  # nothing changed

    asyncio.run(run())


def test_play_again_over_http(client: TestClient) -> None:
    room = client.post("/api/rooms", json={"game": "take6", "config": {"players": 2, "end": "rounds"}}).json()
    for seat in (0, 1):
        client.post(
            f"/api/rooms/{room['id']}/seats/{seat}/bot", json={"bot": "random", "token": room["owner_token"]}
        )
    client.post(
        f"/api/rooms/{room['id']}/start", json={"token": room["owner_token"]}
    )  # bots only: over at once
    answer = client.post(f"/api/rooms/{room['id']}/again", json={"token": room["owner_token"]})
    assert answer.status_code == 201
    following = answer.json()
    assert following["seats"] == client.get(f"/api/rooms/{room['id']}").json()["seats"]
    assert client.get(f"/api/rooms/{room['id']}").json()["next"] == following["id"]
    refused = client.post(f"/api/rooms/{room['id']}/again", json={"token": "nobody"})
    assert refused.status_code == 403
