"""Table talk: a room's chat, its limits, and the games that forbid talk at times (BUF-08, NUM V5-2)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from bullheads.games import get_game
from bullheads.server.app import create_app, handle
from bullheads.server.lobby import Lobby
from bullheads.server.protocol import MAX_CHAT
from bullheads.server.rooms import Connection, Room
from bullheads.server.store import Store, default_url


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(Store(default_url(tmp_path / "chat.db")))) as test_client:
        yield test_client


def until(ws: Any, kind: str) -> dict[str, Any]:
    for _ in range(100):
        message = ws.receive_json()
        if message["type"] in (kind, "error"):
            return dict(message)
    raise AssertionError(f"no {kind} message came")


def test_players_talk_spectators_read_and_bad_lines_are_refused(client: TestClient) -> None:
    room = client.post("/api/rooms", json={"game": "take6", "config": {"players": 2, "end": "rounds"}}).json()
    ana = client.post(f"/api/rooms/{room['id']}/seats/0", json={"name": "Ana"}).json()["token"]
    with (
        client.websocket_connect(f"/ws/{room['id']}") as seat,
        client.websocket_connect(f"/ws/{room['id']}") as watcher,
    ):
        seat.send_json({"type": "hello", "token": ana})
        assert until(seat, "welcome")["talk"] is True
        watcher.send_json({"type": "hello", "token": None})
        until(watcher, "welcome")
        seat.send_json({"type": "chat", "text": "  hello\u0000 <b>all</b>\n "})
        line = {"seat": 0, "name": "Ana", "text": "hello <b>all</b>"}  # the client shows it as text
        assert until(seat, "chat") == {"type": "chat", "lines": [line]}
        assert until(watcher, "chat") == {"type": "chat", "lines": [line]}
        watcher.send_json({"type": "chat", "text": "hi"})
        assert until(watcher, "chat")["code"] == "spectator"
        for text in ("", " \t", "x" * (MAX_CHAT + 1)):
            seat.send_json({"type": "chat", "text": text})
            assert until(seat, "chat")["code"] == "bad_message"
        for count in range(4):
            seat.send_json({"type": "chat", "text": f"line {count}"})
            assert until(seat, "chat")["lines"][0]["text"] == f"line {count}"
        seat.send_json({"type": "chat", "text": "one too many"})
        refused = until(seat, "chat")
        assert refused["code"] == "too_fast" and "at most 5 lines" in refused["message"]
    with client.websocket_connect(f"/ws/{room['id']}") as again:  # those who come later read the talk
        again.send_json({"type": "hello", "token": None})
        until(again, "welcome")
        assert [line["text"] for line in until(again, "chat")["lines"]] == [
            "hello <b>all</b>",
            *(f"line {count}" for count in range(4)),
        ]


def playing(lobby: Lobby, game: str, config: dict[str, Any]) -> tuple[Room, list[Connection]]:
    room, owner = lobby.create(game, config, None, seed=2)
    tokens = [room.claim(seat, f"P{seat}") for seat in range(room.config.players)]
    room.start(owner)
    return room, [room.connect(token) for token in tokens]


def chat(room: Room, connection: Connection, text: str) -> dict[str, Any] | None:
    reply = handle(room, connection, json.dumps({"type": "chat", "text": text}))
    assert not isinstance(reply, Connection)
    return reply


@pytest.mark.parametrize(
    ("game", "config", "quiet"),
    [
        ("buffalo", {"players": 2}, "choose"),  # BUF-08: not while the cards are chosen
        ("numeranza", {"players": 2, "variant": "coop"}, "talk"),  # V5-2: only the phrases
    ],
)
def test_the_game_says_when_the_table_may_talk(
    tmp_path: Path, game: str, config: dict[str, Any], quiet: str
) -> None:
    lobby = Lobby(Store(default_url(tmp_path / "talk.db")))
    lobby.store.migrate()

    def phase(state: Any) -> str:
        return str(state.rules.phase if game == "numeranza" else state.phase)

    async def run() -> None:
        room, connections = playing(lobby, game, config)
        assert room.state is not None
        allowed = {True: 0, False: 0}
        for _ in range(40):
            seat = room.state.to_act()[0]
            reply = chat(room, connections[0], "shall we?")
            talk = phase(room.state) != quiet
            assert room.snapshot(0)["talk"] is talk and room.state.table_talk() is talk
            if talk:
                assert reply is None
            else:
                assert reply is not None and reply["code"] == "no_talk" and "forbid it" in reply["message"]
            allowed[talk] += 1
            room.said.clear()  # the rate limit is not what this test is about
            speaker = seat if seat < len(room.seats) else 0  # the first seat speaks for a team seat
            room.submit(speaker, room.state.legal(seat)[0].to_json(), room.step)
            if room.status != "playing":
                break
        assert allowed[False]
        if game == "buffalo":
            assert allowed[True]  # after the reveal, the team talks about placing the cards

    asyncio.run(run())
    lobby.store.close()


def test_numeranza_co_op_talks_freely_while_the_team_awards_a_matched_card() -> None:
    game = get_game("numeranza")
    state = game.new(game.config_from_json({"players": 2, "variant": "coop"}), seed=1)
    while state.rules.phase != "award":  # type: ignore[attr-defined]
        assert not state.table_talk()
        seat = state.to_act()[0]
        state.act(seat, state.legal(seat)[0])
    assert state.table_talk()
