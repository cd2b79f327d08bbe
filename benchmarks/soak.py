"""Soak: hundreds of bot-filled rooms of every game, hostile clients and kill -9 restarts.

A `bullheads serve` process runs on loopback with its own SQLite file (or --db URL). For
--minutes this process keeps --rooms rooms playing at once, each with a person in seat 0
and built-in bots in the others, over every game (Take 6! and its variants, Beat the
Buffalo, Take 11!, the Numeranza variants); when a game ends its slot starts a new room.

- Each room's person is a well-behaved client: it acts once per decision (a random legal
  action after a think time), and now and then drops its connection (sometimes just after
  sending an action) and comes back.
- In a share of the rooms (--hostile), a second client with the same seat token (a second
  tab of the same person; sometimes a spectator) sends hostile frames: malformed JSON,
  wrong types, actions on views that are not current, garbage actions, a second hello,
  other keys (a token of another room, a spectator's act), frames over the size limit,
  floods of pings and chat lines. Each must be refused with the error the protocol names
  (docs/protocol-ws.md), or the connection closed; anything else is an unexpected error.
- Every --restart-every minutes the server is killed (SIGKILL) and started again on the
  same database; at the end of the play time it is killed once more, then every room not
  finished yet must come back and is played to its end (quickly, within --finish-minutes).

Checked: no client ever sees a step (or its decision number) go backwards, also across
reconnects and restarts; every started room finishes; each finished game's record holds
every action its player saw and passes `bullheads replay --verify`; a decision is never
due again under the number the seat just acted on, and a start the lobby answered is never
undone by a kill. Exit status 1 when any of these fails or an unexpected error was seen
(the run goes on past a stall or an undone start, acting or starting again, to count them).

    .venv/bin/python benchmarks/soak.py --minutes 10
    .venv/bin/python benchmarks/soak.py --minutes 10 --db postgresql+psycopg://USER:PASS@127.0.0.1/DB
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import dataclasses
import functools
import json
import os
import random
import resource
import secrets
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx2
import orjson
from click.testing import CliRunner
from loadtools import STARTING, ServerProcess, new_room, start, ws_url
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from bullheads.cli.main import cli
from bullheads.core.record import load

GAMES: list[tuple[str, str, dict[str, Any], list[str]]] = [
    ("take6", "take6", {"players": 4, "end": "rounds", "rounds": 1}, ["heuristic", "random"]),
    ("take6 points", "take6", {"players": 3, "end": "points", "limit": 33}, ["heuristic"]),
    (
        "take6 professional",
        "take6",
        {"players": 5, "end": "rounds", "rounds": 1, "professional": True},
        ["random"],
    ),
    (
        "take6 snake",
        "take6",
        {"players": 4, "end": "rounds", "rounds": 1, "professional": True, "snake": True},
        ["heuristic"],
    ),
    (
        "take6 fan cards",
        "take6",
        {"players": 4, "end": "rounds", "rounds": 1, "fans": ["even-odd", "cow", "digit-flip"]},
        ["heuristic", "random"],
    ),
    (
        "take6 mountaineering",
        "take6",
        {"players": 3, "end": "rounds", "rounds": 1, "fans": ["mountaineering"]},
        ["random"],
    ),
    ("buffalo", "buffalo", {"players": 3}, ["heuristic"]),
    ("buffalo 5", "buffalo", {"players": 5}, ["random", "heuristic"]),
    ("take11", "take11", {"players": 3}, ["heuristic"]),
    *[
        (f"numeranza {variant}", "numeranza", {"variant": variant, "players": 3}, ["heuristic", "random"])
        for variant in ("target", "spiral", "trips", "diamond", "coop")
    ],
]
"""(label, game, config, bots of the other seats in turn): short games, so that slots start
many rooms; every game, several Take 6! variants and every Numeranza variant."""

HOSTILE = (
    "malformed JSON",
    "not an object",
    "no such type",
    "wrong field types",
    "nested too deeply",
    "second hello",
    "garbage action",
    "action from the future",
    "action on an old view",
    "over the size limit",
    "ping flood",
    "chat flood",
)
"""The kinds of hostile frames (`Soak.frames`)."""
ANSWERS = ("error", "pong", "chat")
"""The messages that answer one frame of the hostile client (updates and room messages do not)."""
RACE_CODES = {"illegal", "stale", "refused"}
"""A frame acting on a view that is not current is refused with one of these."""
CLOSED = "closed"
"""The server may close a connection instead of answering a frame over the size limit or a flood."""
QUIET_SECONDS = 20.0
"""No message for this long on a connection that waits for something is an unexpected error."""
KEPT = 20
"""Unexpected errors, steps backwards and losses described in full (the rest are counted)."""


@dataclasses.dataclass
class Figures:
    """What the soak saw, printed at the end."""

    started: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    finished: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    verified: int = 0
    restarts: int = 0
    downtime: list[float] = dataclasses.field(default_factory=list)
    """Seconds from each kill to the restarted server's first answer."""
    finish_seconds: float = 0.0
    """From the last restart to the last room's end."""
    verify_seconds: float = 0.0
    sent: int = 0
    received: int = 0
    connections: int = 0
    drops: int = 0
    """Connections the well-behaved clients closed on purpose (they came back)."""
    refused: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    """Expected refusals of hostile frames, by error code."""
    pongs: int = 0
    stalls: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    """Decisions whose number did not change after the seat's own action was applied."""
    stalled: list[str] = dataclasses.field(default_factory=list)
    """The first few of them: the action and the step."""
    unstarted: list[str] = dataclasses.field(default_factory=list)
    """Rooms whose start the lobby answered that came back waiting after a kill (started
    again so that the run goes on; a failure, as are the stalls)."""
    unexpected: list[str] = dataclasses.field(default_factory=list)
    backwards: list[str] = dataclasses.field(default_factory=list)
    lost: list[str] = dataclasses.field(default_factory=list)

    def note(self, kind: list[str], text: str) -> None:
        kind.append(text)
        if len(kind) <= KEPT:
            print(f"  ! {text}", file=sys.stderr, flush=True)


@dataclasses.dataclass
class Room:
    """One started room and what its clients saw of it."""

    id: str
    token: str
    owner: str
    label: str
    step: int = 0
    """The highest step any client of this room has seen."""
    decision: int = 0
    """The highest decision number seat 0's clients have seen."""
    legal: list[Any] = dataclasses.field(default_factory=list)
    """Seat 0's legal actions in the newest view (the hostile client acts on them out of turn)."""
    over: bool = False


class Soak:
    """The server, its restarts, the rooms' clients and the figures."""

    def __init__(
        self, server: ServerProcess, client: httpx2.AsyncClient, args: argparse.Namespace, records: Path
    ) -> None:
        self.server = server
        self.client = client
        self.args = args
        self.records = records
        self.figures = Figures()
        self.rooms: dict[str, Room] = {}
        self.rng = random.Random(args.seed)
        self.up = asyncio.Event()
        self.up.set()
        self.generation = 0
        """Bumped at every kill: a connection lost in another generation was lost to a kill."""
        self.finishing = False
        """After the last restart: play fast, start no more rooms."""
        self.begin = time.monotonic()
        self.play_end = self.begin + args.minutes * 60
        self.last_restart = self.play_end
        self.hard_end = self.play_end + STARTING + args.finish_minutes * 60
        """Players give up then (set again after the last restart)."""

    # ----------------------------------------------------------------- the server

    async def restarts(self) -> None:
        """kill -9 every --restart-every minutes during the play time, once more at its end."""
        every = self.args.restart_every * 60
        next_kill = self.begin + every
        while next_kill < self.play_end:
            await asyncio.sleep(next_kill - time.monotonic())
            await self.restart()
            next_kill += every
        await asyncio.sleep(max(0.0, self.play_end - time.monotonic()))
        self.finishing = True
        await self.restart()
        self.last_restart = time.monotonic()
        self.hard_end = self.last_restart + self.args.finish_minutes * 60

    async def restart(self) -> None:
        self.up.clear()
        self.generation += 1
        killed = time.monotonic()
        await asyncio.to_thread(self.server.kill)
        await asyncio.to_thread(start, self.server)
        self.figures.restarts += 1
        self.figures.downtime.append(time.monotonic() - killed)
        self.up.set()

    async def wait_up(self) -> None:
        """Wait for the server (a restart may be under way), then a moment, as people do."""
        await self.up.wait()
        await asyncio.sleep(self.rng.uniform(0.05, 1.0))

    # ----------------------------------------------------------------- rooms

    async def slot(self, index: int) -> None:
        """Rooms one after the other until the play time is over."""
        rng = random.Random(f"{self.args.seed}-{index}")
        while not self.finishing and time.monotonic() < self.play_end:
            label, game, config, bots = GAMES[rng.randrange(len(GAMES))]
            made = await self.lobby(functools.partial(new_room, self.client, game, config, bots))
            if made is None:
                return
            room_id, token, owner = made
            room = Room(room_id, token, owner, label)
            self.rooms[room.id] = room
            self.figures.started[label] += 1
            hostile = rng.random() < self.args.hostile
            tasks = [self.player(room, rng)]
            if hostile:
                tasks.append(self.hostile(room, random.Random(rng.random())))
            await asyncio.gather(*tasks)
            if room.over:
                await self.keep_record(room)

    async def lobby(self, request: Callable[[], Any]) -> Any:
        """An HTTP request to the lobby, again after a restart (None: past the hard end, or
        it failed three times with no restart to blame)."""
        failures = 0
        while time.monotonic() < self.hard_end and failures < 3:
            await self.up.wait()
            generation = self.generation
            try:
                return await request()
            except (httpx2.HTTPError, OSError) as error:
                if generation == self.generation and self.up.is_set():
                    failures += 1
                    self.figures.note(self.figures.unexpected, f"lobby request failed: {error!r}")
                await self.wait_up()
        return None

    async def keep_record(self, room: Room) -> None:
        """Download the finished game's record; it must hold every step its player saw."""

        async def get() -> httpx2.Response:
            response = await self.client.get(f"/api/rooms/{room.id}/record")
            response.raise_for_status()
            return response

        response = await self.lobby(get)
        if response is None:
            self.figures.note(self.figures.lost, f"{room.label} {room.id}: no record")
            return
        path = self.records / f"{room.id}.json"
        path.write_bytes(response.content)
        actions = len(orjson.loads(response.content)["actions"])
        if actions != room.step:
            self.figures.note(
                self.figures.lost,
                f"{room.label} {room.id}: record has {actions} actions, a client saw step {room.step}",
            )
        self.figures.finished[room.label] += 1

    # ----------------------------------------------------------------- clients

    def seen(self, room: Room, message: dict[str, Any], last: dict[str, int], who: str) -> None:
        """Check a message's step and decision number against `last`: what this connection
        saw before, and at first what the room's clients had seen when it said hello (a
        welcome after a reconnect or a restart may not be behind it)."""
        self.figures.received += 1
        for key in ("step", "decision"):
            value = message.get(key)
            if value is None:
                continue
            if value < last.get(key, 0):
                self.figures.note(
                    self.figures.backwards,
                    f"{room.label} {room.id} ({who}): {message['type']} {key} {value} after {last[key]}",
                )
            last[key] = max(value, last.get(key, 0))
        room.step = max(room.step, message.get("step", 0))
        if "result" in message:
            room.over = True

    async def send(self, ws: ClientConnection, data: Any) -> None:
        await ws.send(data if isinstance(data, str) else json.dumps(data))
        self.figures.sent += 1

    @contextlib.asynccontextmanager
    async def connection(self, room: Room) -> Any:
        """A WebSocket to the room (waits for a restart to finish)."""
        async with connect(ws_url(self.server.url, room.id), max_queue=None, open_timeout=20) as ws:
            self.figures.connections += 1
            yield ws

    def lost_connection(self, room: Room, generation: int, who: str, error: BaseException) -> None:
        """A connection ended without the client closing it: fine if the server was killed."""
        if generation == self.generation and self.up.is_set():
            self.figures.note(
                self.figures.unexpected, f"{room.label} {room.id} ({who}): connection lost: {error!r}"
            )

    async def player(self, room: Room, rng: random.Random) -> None:
        """Seat 0's person: plays to the end, dropping the connection now and then."""
        while not room.over and time.monotonic() < self.hard_end:
            await self.up.wait()
            generation = self.generation
            try:
                async with self.connection(room) as ws:
                    await self.play(ws, room, rng)
            except (ConnectionClosed, OSError, InvalidHandshake, TimeoutError) as error:
                self.lost_connection(room, generation, "player", error)
            if not room.over:
                await self.wait_up()
        if not room.over:
            self.figures.note(
                self.figures.lost, f"{room.label} {room.id}: not finished by the end (step {room.step})"
            )

    async def play(self, ws: ClientConnection, room: Room, rng: random.Random) -> None:
        """One connection of the player. It acts on its welcome's decision (an action sent
        before a drop or a kill may or may not have counted), then once per decision."""
        last = {"step": room.step, "decision": room.decision}
        await self.send(ws, {"type": "hello", "token": room.token})
        decided, acted_at, choice = -1, -1, None
        while not room.over:
            message = await self.receive(ws, room, last, "player")
            if message is None:
                self.figures.note(
                    self.figures.unexpected, f"{room.label} {room.id}: no message for {QUIET_SECONDS:.0f} s"
                )
                return
            kind = message["type"]
            if kind == "error":
                self.figures.note(
                    self.figures.unexpected, f"{room.label} {room.id}: player's frame refused: {message}"
                )
            if kind == "welcome" and message["room"]["status"] == "waiting":
                await self.start_again(room)
            if kind not in ("welcome", "update") or not message["legal"]:
                continue
            room.legal = message["legal"]
            room.decision = max(room.decision, message["decision"])
            if message["decision"] == decided:
                if message["step"] <= acted_at:
                    continue
                # the seat's own action was applied and the same decision is due again
                self.figures.stalls[room.label] += 1
                if len(self.figures.stalled) < 5:
                    self.figures.stalled.append(
                        f"{room.label} {room.id}: decision {decided} still due at step {message['step']} "
                        f"after {json.dumps(choice)} at step {acted_at}"
                    )
            if rng.random() < self.args.drop:
                self.figures.drops += 1
                return
            think = self.args.think * (0.02 if self.finishing else rng.uniform(0.5, 1.5))
            await asyncio.sleep(think)
            decided, acted_at = message["decision"], message["step"]
            choice = rng.choice(message["legal"])["action"]
            await self.send(ws, {"type": "act", "action": choice, "step": message["step"]})
            if rng.random() < self.args.drop / 2:
                self.figures.drops += 1  # gone before the update: the action may or may not count
                return

    async def start_again(self, room: Room) -> None:
        """The lobby answered this room's start, yet a kill brought it back waiting (the
        start was not stored): the owner starts it again."""
        self.figures.unstarted.append(f"{room.label} {room.id}")

        async def start_game() -> httpx2.Response:
            response = await self.client.post(f"/api/rooms/{room.id}/start", json={"token": room.owner})
            return response.raise_for_status()

        await self.lobby(start_game)

    async def hostile(self, room: Room, rng: random.Random) -> None:
        """A second tab of seat 0's person that sends only frames the server must refuse."""
        while not room.over and time.monotonic() < self.hard_end:
            await self.up.wait()
            generation = self.generation
            pending: collections.deque[tuple[str, set[str]]] = collections.deque()
            try:
                async with self.connection(room) as ws:
                    await self.hostile_connection(ws, room, rng, pending)
            except (ConnectionClosed, OSError, InvalidHandshake, TimeoutError) as error:
                if pending and CLOSED in pending[0][1] and generation == self.generation:
                    self.figures.refused[CLOSED] += 1
                else:
                    self.lost_connection(room, generation, "hostile", error)
            if not room.over:
                await self.wait_up()

    async def hostile_connection(
        self,
        ws: ClientConnection,
        room: Room,
        rng: random.Random,
        pending: collections.deque[tuple[str, set[str]]],
    ) -> None:
        last: dict[str, int] = {}
        for what, frame, answers in self.before_hello(room, rng):
            await self.send(ws, frame)
            pending.append((what, answers))
            await self.answered(ws, room, last, pending)
        spectator = rng.random() < 0.2
        last.update(step=room.step, decision=room.decision)
        await self.send(ws, {"type": "hello", "token": None if spectator else room.token})
        welcome = await self.receive(ws, room, last)
        if welcome is None or welcome["type"] != "welcome":
            self.figures.note(
                self.figures.unexpected, f"{room.label} {room.id} (hostile): no welcome: {welcome}"
            )
            return
        await self.receive(ws, room, last)  # the room's chat lines for newcomers, or the room's info
        while not room.over:
            await asyncio.sleep(rng.uniform(1.0, 4.0) * self.args.think)
            if rng.random() < self.args.drop:
                return
            for what, frame, answers in self.frames(room, rng, spectator):
                await self.send(ws, frame)
                pending.append((what, answers))
            await self.answered(ws, room, last, pending)

    def before_hello(self, room: Room, rng: random.Random) -> Iterator[tuple[str, Any, set[str]]]:
        """Now and then: frames before the hello, a key of another room, a spectator acting."""
        if rng.random() < 0.3:
            yield "act before hello", {"type": "act", "action": {}, "step": 0}, {"no_hello"}
        if rng.random() < 0.3:
            others = [other.token for other in list(self.rooms.values())[-50:] if other.id != room.id]
            token = rng.choice(others) if others else secrets.token_urlsafe(24)
            yield "another room's token", {"type": "hello", "token": token}, {"refused"}
        if rng.random() < 0.2:
            yield "not JSON before hello", "hello", {"bad_json"}

    def frames(self, room: Room, rng: random.Random, spectator: bool) -> list[tuple[str, Any, set[str]]]:
        """One hostile frame (or a flood of them), each with the answers the protocol allows
        (a spectator's well-formed act or chat is refused as such)."""
        kind = rng.choice(HOSTILE)
        step = room.step
        legal = rng.choice(room.legal)["action"] if room.legal else {"play": 1}
        acting = {"spectator"} if spectator else RACE_CODES
        frame: Any
        if kind == "malformed JSON":
            frame, answers = rng.choice(['{"type": "act", "step": ', "hello", "\x00\xff"]), {"bad_json"}
        elif kind == "not an object":
            frame, answers = rng.choice(["[1, 2]", "42", "null", '"act"']), {"bad_json"}
        elif kind == "no such type":
            frame, answers = {"type": rng.choice(["fold", 7, None, "HELLO"])}, {"bad_type"}
        elif kind == "wrong field types":
            frame = rng.choice(
                [
                    {"type": "act", "action": legal, "step": str(step)},
                    {"type": "act", "action": legal, "step": -1},
                    {"type": "act", "action": legal, "step": True},
                    {"type": "act", "step": step},
                    {"type": "chat", "text": 5},
                    {"type": "chat", "text": "x" * 201},
                    {"type": "hello", "token": 5},
                ]
            )
            answers = {"bad_message"}
        elif kind == "nested too deeply":
            frame, answers = {"type": "act", "action": [[[[[[[[[1]]]]]]]]], "step": step}, {"bad_message"}
        elif kind == "second hello":
            frame, answers = {"type": "hello", "token": room.token}, {"again"}
        elif kind == "garbage action":
            garbage = rng.choice([{"nonsense": [1]}, "x", 42, None, {"play": -7}, {"take_row": 99}])
            frame, answers = {"type": "act", "action": garbage, "step": step}, acting
        elif kind == "action from the future":
            frame, answers = {"type": "act", "action": legal, "step": step + 1000}, acting
        elif kind == "action on an old view":
            # older than the seat's newest decision: stale if it is due, else not its turn
            frame, answers = {"type": "act", "action": legal, "step": max(0, room.decision - 1)}, acting
            if not room.decision:
                return []
        elif kind == "over the size limit":
            frame, answers = {"type": "chat", "text": "x" * rng.randint(5000, 60000)}, {"too_big", CLOSED}
        elif kind == "ping flood":
            return [(kind, {"type": "ping"}, {"pong", CLOSED})] * rng.randint(20, 60)
        else:
            said = {"spectator", CLOSED} if spectator else {"chat", "too_fast", "no_talk", CLOSED}
            return [(kind, {"type": "chat", "text": "hello"}, said)] * rng.randint(3, 12)
        return [(kind, frame, answers)]

    async def receive(
        self, ws: ClientConnection, room: Room, last: dict[str, int], who: str = "hostile"
    ) -> dict[str, Any] | None:
        """The next message, checked by `seen` (None: nothing for QUIET_SECONDS)."""
        try:
            text = await asyncio.wait_for(ws.recv(), QUIET_SECONDS)
        except TimeoutError:
            return None
        message: dict[str, Any] = orjson.loads(text)
        self.seen(room, message, last, who)
        return message

    async def answered(
        self,
        ws: ClientConnection,
        room: Room,
        last: dict[str, int],
        pending: collections.deque[tuple[str, set[str]]],
    ) -> None:
        """Read until every frame sent has its answer; each answer must be one the protocol
        allows for its frame."""
        while pending:
            message = await self.receive(ws, room, last)
            if message is None:
                if not room.over:
                    self.figures.note(
                        self.figures.unexpected, f"{room.label} {room.id}: no answer to {pending[0][0]}"
                    )
                pending.clear()
                return
            kind = message["type"]
            if kind not in ANSWERS:
                continue
            what, allowed = pending.popleft()
            answer = message.get("code", kind)
            if answer in allowed or (room.over and answer == "refused"):
                if kind == "pong":
                    self.figures.pongs += 1
                elif kind == "error":
                    self.figures.refused[answer] += 1
            else:
                self.figures.note(
                    self.figures.unexpected, f"{room.label} {room.id}: {what} answered by {message}"
                )

    # ----------------------------------------------------------------- the end

    def verify(self) -> None:
        """Every finished game's record through `bullheads replay --verify`."""
        began = time.monotonic()
        runner = CliRunner()
        for path in sorted(self.records.glob("*.json")):
            outcome = runner.invoke(cli, ["replay", "--verify", str(path)])
            if outcome.exit_code:
                game = load(path).game
                self.figures.note(
                    self.figures.lost, f"{game} {path.stem}: replay --verify failed: {outcome.output}"
                )
            else:
                self.figures.verified += 1
        self.figures.verify_seconds = time.monotonic() - began


async def soak(args: argparse.Namespace, server: ServerProcess, records: Path) -> Soak:
    # a new HTTP connection for every request: a kept-alive one may be from before a kill
    fresh = httpx2.Limits(max_keepalive_connections=0)
    async with httpx2.AsyncClient(base_url=server.url, timeout=30, limits=fresh) as client:
        run = Soak(server, client, args, records)
        await asyncio.gather(run.restarts(), *(run.slot(index) for index in range(args.rooms)))
    run.figures.finish_seconds = time.monotonic() - run.last_restart
    return run


def report(run: Soak, args: argparse.Namespace, seconds: float) -> bool:
    """Print the figures; whether nothing was lost, went backwards or went wrong."""
    figures = run.figures
    database = run.server.database_url.split(":")[0]
    print(
        f"soak: {args.minutes:g} min of play, {args.rooms} rooms at a time, {database}, "
        f"kill -9 every {args.restart_every:g} min and at the end; wall time {seconds:.0f} s"
    )
    started, finished = sum(figures.started.values()), sum(figures.finished.values())
    print(
        f"rooms started {started}, games finished {finished}, "
        f"records verified by replay --verify {figures.verified}"
    )
    for label in sorted(figures.started):
        print(f"  {label}: {figures.started[label]} started, {figures.finished[label]} finished")
    print(
        f"restarts (kill -9) {figures.restarts}; connections {figures.connections}, "
        f"dropped on purpose {figures.drops}"
    )
    print(f"frames sent {figures.sent}, received {figures.received}")
    print(
        f"server down after each kill until it answered again: "
        f"{', '.join(f'{seconds:.1f}' for seconds in figures.downtime)} s; "
        f"the last rooms finished {figures.finish_seconds:.0f} s after the last restart; "
        f"replay --verify of every record {figures.verify_seconds:.0f} s"
    )
    refusals = ", ".join(f"{code} {count}" for code, count in figures.refused.most_common())
    print(
        f"hostile frames refused as expected {sum(figures.refused.values())} ({refusals}); "
        f"pongs to floods {figures.pongs}"
    )
    stalls = ", ".join(f"{label} {count}" for label, count in figures.stalls.most_common()) or "none"
    print(f"decisions due again with the same number after the seat's own action: {stalls}")
    for example in figures.stalled:
        print(f"  {example}")
    print(f"rooms whose answered start a kill undid (started again): {len(figures.unstarted)}")
    for example in figures.unstarted[:5]:
        print(f"  {example}")
    print(
        f"unexpected errors {len(figures.unexpected)}, steps backwards {len(figures.backwards)}, "
        f"lost {len(figures.lost)}"
    )
    cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    own = resource.getrusage(resource.RUSAGE_SELF)
    print(
        f"CPU: server {cpu.ru_utime + cpu.ru_stime:.0f} s (every process it ran), "
        f"soak {own.ru_utime + own.ru_stime:.0f} s; load average {os.getloadavg()[0]:.1f}"
    )
    ok = (
        not (figures.unexpected or figures.backwards or figures.lost or figures.stalls or figures.unstarted)
        and started == finished == figures.verified
    )
    print("nothing lost" if ok else "FAILED")
    return ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="play time (then the last restart)")
    parser.add_argument("--rooms", type=int, default=200, help="rooms playing at once")
    parser.add_argument("--restart-every", type=float, default=2.5, help="minutes between kill -9s")
    parser.add_argument(
        "--finish-minutes", type=float, default=3.0, help="time to finish after the last restart"
    )
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds a player thinks per decision")
    parser.add_argument(
        "--drop", type=float, default=0.03, help="chance a player drops its connection per decision"
    )
    parser.add_argument("--hostile", type=float, default=0.25, help="share of rooms with a hostile client")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--db", default=None, help="SQLAlchemy URL of an empty database (default: a new SQLite file)"
    )
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bullheads-soak-"))
    records = folder / "records"
    records.mkdir()
    server = ServerProcess(args.db or f"sqlite:///{folder / 'soak.db'}")
    start(server)
    started = time.monotonic()
    try:
        run = asyncio.run(soak(args, server, records))
    finally:
        server.stop()
    run.verify()
    ok = report(run, args, time.monotonic() - started)
    if ok:
        shutil.rmtree(folder)
    else:
        print(f"the records (and the SQLite database) are kept in {folder}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
