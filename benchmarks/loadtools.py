"""What the server benchmarks share: a `bullheads serve` child process and rooms made
through the lobby's HTTP API (one person's seat, bots in the others, started).

The server process itself is the tests' `ServerProcess` (tests/server_tools.py: a free
loopback port, start, kill -9, start again on the same database).
"""

from __future__ import annotations

import contextlib
import sys
import time
from pathlib import Path
from typing import Any

import httpx2

# the server runs this checkout's bullheads (ServerProcess starts it from there); so does the
# load process, which replays the server's records: the same rules on both sides
sys.path.insert(0, str(Path(__file__).parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).parent.parent))
from server_tools import ServerProcess, running

__all__ = ["STARTING", "ServerProcess", "new_room", "running", "start", "ws_url"]
STARTING = 120.0
"""Seconds a server may take to answer after its start on a busy machine (its imports and
migrations alone took over 20 s with the load average at 11 on 2 cores)."""


def start(server: ServerProcess) -> None:
    """Start `server` and wait until it answers, for up to STARTING seconds
    (`ServerProcess.start` gives up after 20 s and leaves the process starting)."""
    try:
        server.start()
        return
    except RuntimeError:
        if server.process is None or server.process.poll() is not None:
            raise
    deadline = time.monotonic() + STARTING
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx2.HTTPError):
            if httpx2.get(f"{server.url}/api/games", timeout=2).status_code == 200:
                return
        time.sleep(0.2)
    server.kill()
    raise RuntimeError(f"the server did not answer within {STARTING:.0f} s")


async def new_room(
    client: httpx2.AsyncClient, game: str, config: dict[str, Any], bots: list[str]
) -> tuple[str, str, str]:
    """A started room of `game`: a person ("load") in seat 0 and `bots[i]` in seat i + 1,
    one for every other seat. Returns (room id, seat 0's token, the owner's token)."""
    made = await client.post("/api/rooms", json={"game": game, "config": config})
    room = made.raise_for_status().json()
    claimed = (
        await client.post(f"/api/rooms/{room['id']}/seats/0", json={"name": "load"})
    ).raise_for_status()
    owner = {"token": room["owner_token"]}
    for seat in range(1, len(room["seats"])):
        bot = {"bot": bots[(seat - 1) % len(bots)], **owner}
        (await client.post(f"/api/rooms/{room['id']}/seats/{seat}/bot", json=bot)).raise_for_status()
    (await client.post(f"/api/rooms/{room['id']}/start", json=owner)).raise_for_status()
    return room["id"], claimed.json()["token"], room["owner_token"]


def ws_url(url: str, room: str) -> str:
    """The WebSocket address of `room` on the server at `url` (http://...)."""
    return f"{url.replace('http', 'ws', 1)}/ws/{room}"
