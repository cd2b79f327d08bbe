"""What a hostile client can send a real `bullheads serve`: frames too big to read, floods
of messages, and malformed messages. Each is refused (closed, or answered with an error)
and the server goes on serving everyone else."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_tools import ServerProcess, running
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from bullheads.server.protocol import (
    CLOSE_FLOOD,
    CLOSE_TOO_BIG,
    FLOOD,
    FLOOD_REASON,
    MAX_FRAME,
    MAX_MESSAGE,
)
from bullheads.server.store import default_url


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    with running(default_url(Path(tmp_path_factory.mktemp("limits")) / "limits.db")) as process:
        yield process


def socket(server: ServerProcess, room_id: str, **options: Any) -> ClientConnection:
    return connect(f"ws://127.0.0.1:{server.port}/ws/{room_id}", max_size=None, **options)


def until(ws: ClientConnection, kind: str) -> dict[str, Any]:
    """The next message of type `kind` or an error (others are skipped)."""
    for _ in range(100):
        message = json.loads(ws.recv(timeout=10))
        if message["type"] in (kind, "error"):
            return dict(message)
    raise AssertionError(f"no {kind} message came")


def hello(ws: ClientConnection, token: str | None) -> dict[str, Any]:
    ws.send(json.dumps({"type": "hello", "token": token}))
    return until(ws, "welcome")


def closed_with(ws: ClientConnection) -> tuple[int | None, str | None]:
    """Read until the server closes the connection: its close code and reason."""
    with pytest.raises(ConnectionClosed):
        for _ in range(1000):
            ws.recv(timeout=10)
    return ws.close_code, ws.close_reason


def still_served(server: ServerProcess, room_id: str, watcher: ClientConnection) -> None:
    """A connection opened before answers, and a new one is welcomed."""
    watcher.send(json.dumps({"type": "ping"}))
    assert until(watcher, "pong")["type"] == "pong"
    with socket(server, room_id) as newcomer:
        assert hello(newcomer, None)["seat"] is None


@pytest.mark.parametrize(
    ("compression", "size"),
    [(None, MAX_FRAME + 1), ("deflate", 15 * 1024 * 1024)],
    ids=["just-over", "15MB-compressed"],
)
def test_a_message_over_the_limit_closes_the_connection(
    server: ServerProcess, compression: str | None, size: int
) -> None:
    """The WebSocket layer refuses it (1009, message too big); compressed, the limit is of
    its uncompressed size. Other clients are served on."""
    room_id, _ = server.room("take6", {"players": 2}, humans=0, bot="random")
    with socket(server, room_id) as watcher, socket(server, room_id, compression=compression) as big:
        hello(watcher, None)
        hello(big, None)
        with contextlib.suppress(ConnectionClosed):  # closed before all of it is sent
            big.send("x" * size)
        assert closed_with(big)[0] == CLOSE_TOO_BIG
        still_served(server, room_id, watcher)


def test_a_15_mb_frame_is_refused_from_its_header_without_being_read(server: ServerProcess) -> None:
    """Only the header and the first 64 KiB of a 15 MB frame are sent: the server closes at
    once (1009) instead of waiting for the rest, so it never holds such a frame."""
    room_id, _ = server.room("take6", {"players": 2}, humans=0, bot="random")
    with socket(server, room_id) as watcher, socket(server, room_id, compression=None) as big:
        hello(watcher, None)
        hello(big, None)
        size = 15 * 1024 * 1024
        # a text frame (FIN, opcode 1), masked as from a client, 64-bit length; a zero mask
        header = bytes([0x81, 0x80 | 127]) + size.to_bytes(8, "big") + bytes(4)
        big.socket.sendall(header + b"x" * 65536)
        assert closed_with(big)[0] == CLOSE_TOO_BIG
        still_served(server, room_id, watcher)


def test_a_flood_of_messages_closes_the_connection_with_its_reason(server: ServerProcess) -> None:
    room_id, _ = server.room("take6", {"players": 2}, humans=0, bot="random")
    count, _seconds = FLOOD
    with socket(server, room_id) as watcher, socket(server, room_id) as flood:
        hello(watcher, None)
        hello(flood, None)
        with contextlib.suppress(ConnectionClosed):
            for _ in range(10 * count):
                flood.send(json.dumps({"type": "ping"}))
        assert closed_with(flood) == (CLOSE_FLOOD, FLOOD_REASON)
        still_served(server, room_id, watcher)


MALFORMED: list[tuple[str | bytes, str]] = [
    ("not json", "bad_json"),
    (b"\xff\xfe", "bad_json"),
    ("[1, 2]", "bad_json"),
    ('{"type": 5}', "bad_type"),
    ('{"type": "shout"}', "bad_type"),
    ('{"step": 0}', "bad_type"),
    ('{"type": "act", "action": {"play": 1}}', "bad_message"),
    ('{"type": "act", "action": {"play": 1}, "step": "0"}', "bad_message"),
    ('{"type": "act", "step": 0}', "bad_message"),
    ('{"type": "chat", "text": 7}', "bad_message"),
    ('{"type": "hello", "token": 5}', "bad_message"),
    ('{"type": "hello", "token": null}', "again"),
    (json.dumps({"type": "chat", "text": "é" * (MAX_MESSAGE // 2)}, ensure_ascii=False), "too_big"),  # bytes
    (json.dumps({"type": "ping", "pad": "x" * MAX_MESSAGE}), "too_big"),
]
"""Under FLOOD's count, with the hello and the syncs around them."""


def test_a_malformed_message_gets_a_clear_error_and_changes_nothing(server: ServerProcess) -> None:
    room_id, (token,) = server.room("take6", {"players": 2}, humans=1, bot="random")
    server.start_room(room_id)
    with socket(server, room_id) as ws:
        welcome = hello(ws, token)
        for frame, code in MALFORMED:
            ws.send(frame)
            error = until(ws, "error")
            assert error["type"] == "error" and error["code"] == code, (frame, error)
            message = error["message"]
            assert message and "\n" not in message and "Traceback" not in message, message
        ws.send(json.dumps({"type": "sync"}))
        now = until(ws, "update")
        assert (now["step"], now["view"], now["legal"]) == (
            welcome["step"],
            welcome["view"],
            welcome["legal"],
        )
