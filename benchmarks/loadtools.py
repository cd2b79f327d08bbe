"""What the server benchmarks share: a `bullheads serve` child process and rooms made
through the lobby's HTTP API (one person's seat, bots in the others, started).

The server process itself is the tests' `ServerProcess` (tests/server_tools.py: a free
loopback port, start, kill -9, start again on the same database).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import httpx2

sys.path.insert(0, str(Path(__file__).parent.parent / "tests"))
from server_tools import ServerProcess, running

__all__ = ["ServerProcess", "new_room", "running", "ws_url"]


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
