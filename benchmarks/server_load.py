"""Server load: many concurrent bot-filled Take 6! rooms driven over real WebSockets.

A `bullheads serve` process runs on loopback with its own SQLite file (or --database-url);
this process creates the rooms (one person + three heuristic bots each), connects one
WebSocket per room and plays that person's seat: after a think time it sends a legal card
(or row) and measures the time until the update that shows the action applied
(action-to-update latency, which includes storing the action and the bots' replies).

    .venv/bin/python benchmarks/server_load.py --rooms 500 --seconds 30
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import statistics
import tempfile
import time
from pathlib import Path

import httpx2
from loadtools import new_room, running, ws_url
from websockets.asyncio.client import connect


async def create_rooms(url: str, count: int) -> list[tuple[str, str]]:
    async with httpx2.AsyncClient(base_url=url, timeout=30) as client:

        async def one(_: int) -> tuple[str, str]:
            config = {"players": 4, "end": "rounds", "rounds": 1000}
            room, token, _owner = await new_room(client, "take6", config, ["heuristic"])
            return room, token

        rooms: list[tuple[str, str]] = []
        for start in range(0, count, 50):
            rooms += await asyncio.gather(*(one(index) for index in range(start, min(count, start + 50))))
        return rooms


async def player(url: str, room: str, token: str, think: float, stop: float, latencies: list[float]) -> None:
    rng = random.Random(room)
    async with connect(ws_url(url, room), max_queue=None) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        decided = None
        sent_at = 0.0
        sent_step = -1
        while time.monotonic() < stop:
            try:
                message = json.loads(
                    await asyncio.wait_for(ws.recv(), timeout=max(0.1, stop - time.monotonic()))
                )
            except TimeoutError:
                return
            if message.get("step", -1) > sent_step >= 0 and message["type"] == "update":
                latencies.append(time.perf_counter() - sent_at)
                sent_step = -1
            if message.get("legal") and message["decision"] != decided:
                decided = message["decision"]
                await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
                choice = rng.choice(message["legal"])["action"]
                sent_at = time.perf_counter()
                sent_step = message["step"]
                await ws.send(json.dumps({"type": "act", "action": choice, "step": message["step"]}))


async def drive(url: str, rooms: int, seconds: float, think: float) -> list[float]:
    made = await create_rooms(url, rooms)
    latencies: list[float] = []
    stop = time.monotonic() + seconds
    await asyncio.gather(*(player(url, room, token, think, stop, latencies) for room, token in made))
    return latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds a player thinks per decision")
    parser.add_argument("--database-url", default=None)
    parser.add_argument(
        "--serve-option",
        action="append",
        default=[],
        help="an option for bullheads serve, e.g. --no-compression",
    )
    args = parser.parse_args()
    url = args.database_url or f"sqlite:///{Path(tempfile.mkdtemp()) / 'load.db'}"
    with running(url, tuple(args.serve_option)) as server:
        started = time.monotonic()
        latencies = asyncio.run(drive(server.url, args.rooms, args.seconds, args.think))
        elapsed = time.monotonic() - started
    server_cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    latencies.sort()
    count = len(latencies)
    if not count:
        print("no action was measured")
        return
    q = [value * 1000 for value in statistics.quantiles(latencies, n=100)]
    database = url.split(":")[0]
    options = " ".join(args.serve_option) or "defaults"
    print(f"rooms {args.rooms}, {args.seconds:.0f} s of play, think {args.think} s, {database}, {options}")
    print(f"actions measured {count} ({count / args.seconds:.0f}/s), wall time {elapsed:.0f} s")
    print(f"action-to-update latency: p50 {q[49]:.1f} ms, p95 {q[94]:.1f} ms, p99 {q[98]:.1f} ms")
    cpu = server_cpu.ru_utime + server_cpu.ru_stime
    own = resource.getrusage(resource.RUSAGE_SELF)
    load = os.getloadavg()[0]
    print(
        f"CPU in all (creating the rooms included): server {cpu:.1f} s, "
        f"load driver {own.ru_utime + own.ru_stime:.1f} s; load average {load:.1f}"
    )


if __name__ == "__main__":
    main()
