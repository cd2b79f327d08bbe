"""Storage: every game as an append-only log, rebuilt by replay after a restart or a kill.

Runs on SQLite always and on PostgreSQL when BULLHEADS_TEST_POSTGRES_URL is set (CI sets it).
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from server_tools import running
from starlette.testclient import TestClient
from websockets.sync.client import connect

from bullheads.core.record import parse, replay
from bullheads.games import get_game
from bullheads.server.app import create_app
from bullheads.server.lobby import Lobby
from bullheads.server.store import ACTIONS, METADATA, OUTCOMES, ROOMS, Store, default_url

POSTGRES = os.environ.get("BULLHEADS_TEST_POSTGRES_URL")


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return default_url(tmp_path / "store.db")
    if not POSTGRES:
        pytest.skip("PostgreSQL tests need BULLHEADS_TEST_POSTGRES_URL (CI sets it; see .ci/run)")
    url = worker_database(POSTGRES, os.environ.get("PYTEST_XDIST_WORKER", ""))
    engine = sa.create_engine(url)
    with engine.begin() as db:  # a clean database for each test
        for table in ("room_actions", "room_outcomes", "rooms", "alembic_version"):
            db.execute(sa.text(f"DROP TABLE IF EXISTS {table}"))
    engine.dispose()
    return url


def worker_database(url: str, worker: str) -> str:
    """The database of this test worker on the server of `url` (made if missing): each
    test drops its tables first, and two workers sharing one database deadlocked on it."""
    if not worker:
        return url
    parsed = sa.make_url(url)
    name = f"{parsed.database}_{worker}"
    admin = sa.create_engine(parsed, isolation_level="AUTOCOMMIT")
    with admin.connect() as db:
        found = db.execute(sa.text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": name})
        if found.scalar() is None:
            db.execute(sa.text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    return parsed.set(database=name).render_as_string(hide_password=False)


def test_migrations_build_the_schema_the_code_uses(database_url: str) -> None:
    store = Store(database_url)
    store.migrate()
    store.migrate()  # idempotent
    inspector = sa.inspect(store.engine)
    for table in METADATA.sorted_tables:
        columns = {column["name"] for column in inspector.get_columns(table.name)}
        assert columns == {column.name for column in table.columns}, table.name
    store.close()


async def play_some(lobby: Lobby, humans: int, moves: int) -> tuple[str, list[str]]:
    room, owner = lobby.create("take6", {"players": 4, "end": "rounds", "rounds": 2}, None, seed=5)
    tokens = [room.claim(seat, f"P{seat}") for seat in range(humans)]
    for seat in range(humans, 4):
        room.set_bot(owner, seat, "random")
    room.start(owner)
    for _ in range(moves):
        await asyncio.sleep(0)
        while room.driver is not None:
            await asyncio.sleep(0)
        assert room.state is not None
        for seat in room.state.to_act():
            room.submit(seat, room.state.legal(seat)[0].to_json(), room.step)
            break
    while room.driver is not None:
        await asyncio.sleep(0)
    return room.id, tokens


def test_a_restarted_server_rebuilds_every_room_from_its_log(database_url: str) -> None:
    store = Store(database_url)
    store.migrate()
    lobby = Lobby(store)
    room_id, _ = asyncio.run(play_some(lobby, 2, 7))
    before = lobby.rooms[room_id]
    assert before.state is not None
    views = [before.state.view(seat) for seat in (None, 0, 1, 2, 3)]
    step = before.step
    store.close()

    again = Lobby(Store(database_url))
    assert again.restore() == 1
    after = again.rooms[room_id]
    assert after.state is not None and after.step == step and after.status == "playing"
    assert [after.state.view(seat) for seat in (None, 0, 1, 2, 3)] == views
    assert [seat.public() for seat in after.seats] == [seat.public() for seat in before.seats]
    with again.store.engine.connect() as db:  # the log holds exactly the record's outcomes and actions
        actions = db.execute(sa.select(ACTIONS.c.seq).where(ACTIONS.c.room_id == room_id)).scalars().all()
        outcomes = db.execute(sa.select(OUTCOMES.c.seq).where(OUTCOMES.c.room_id == room_id)).scalars().all()
    assert sorted(actions) == list(range(step)) and len(outcomes) == len(after.state.outcomes)
    again.store.close()


def test_a_killed_server_resumes_mid_game_with_nothing_lost(database_url: str) -> None:
    """SIGKILL in the middle of a game; the restarted server goes on from the last action."""
    with running(database_url) as server:
        room_id, tokens = server.room("take6", {"players": 3, "end": "rounds"}, humans=2, bot="random")
        server.start_room(room_id)
        ws_url = f"ws://127.0.0.1:{server.port}/ws/{room_id}"
        sent: list[list[Any]] = [[], []]
        with connect(ws_url) as first, connect(ws_url) as second:
            play([first, second], tokens, sent, stop_after=9)
            seen = max(latest(first)["step"], 9)
        server.kill()
        server.start()
        with connect(ws_url) as first, connect(ws_url) as second:
            welcomes = play([first, second], tokens, sent)
        assert all(welcome["step"] >= seen for welcome in welcomes)
        record = parse(server.get(f"/api/rooms/{room_id}/record"))
    state = replay(record, get_game("take6"))
    assert state.over
    # every action sent, before and after the kill, is in the record in order, and only those
    for seat in (0, 1):
        assert [action for who, action in record.actions if who == seat] == sent[seat]


def play(
    sockets: list[Any], tokens: list[str], sent: list[list[Any]], stop_after: int = 0
) -> list[dict[str, Any]]:
    """Each seat plays its first legal action on each new decision, until the game ends or
    `stop_after` actions were sent and acknowledged; returns each socket's welcome."""
    welcomes: list[dict[str, Any]] = []
    for ws, token in zip(sockets, tokens, strict=True):
        ws.send(json.dumps({"type": "hello", "token": token}))
    decided: dict[int, Any] = {}
    count = 0
    deadline = time.monotonic() + 60
    while True:
        assert time.monotonic() < deadline, "the game did not end"
        for seat, ws in enumerate(sockets):
            try:
                message = json.loads(ws.recv(timeout=0.1))
            except TimeoutError:
                continue
            if message["type"] == "welcome":
                welcomes.append(message)
            if message.get("result"):
                return welcomes
            if message.get("legal") and decided.get(seat) != message["decision"]:
                if stop_after and count >= stop_after:
                    return welcomes
                decided[seat] = message["decision"]
                action = message["legal"][0]["action"]
                ws.send(json.dumps({"type": "act", "action": action, "step": message["step"]}))
                sent[seat].append(action)
                count += 1


def latest(ws: Any) -> dict[str, Any]:
    """The last update waiting on this socket (after a short quiet spell)."""
    last: dict[str, Any] = {"step": 0}
    try:
        while True:
            message = json.loads(ws.recv(timeout=0.5))
            if "step" in message and message["type"] in ("welcome", "update"):
                last = message
    except TimeoutError:
        return last


def test_nothing_is_sent_before_the_group_commit_stores_it(tmp_path: Path) -> None:
    """Rows of one turn of the event loop are committed together at its end; every message
    that shows them (an update, a newcomer's welcome) waits for that commit."""
    store = Store(default_url(tmp_path / "group.db"))
    store.migrate()
    lobby = Lobby(store)

    def stored_actions() -> int:
        with store.engine.connect() as db:
            return len(db.execute(sa.select(ACTIONS.c.seq)).all())

    async def run() -> None:
        room, owner = lobby.create("take6", {"players": 2, "end": "rounds"}, None, seed=1)
        room.claim(0, "A")
        room.claim(1, "B")
        room.start(owner)
        await asyncio.sleep(0)
        watcher = room.connect(None)
        while not watcher.queue.empty():
            watcher.queue.get_nowait()
        assert room.state is not None
        room.submit(0, room.state.legal(0)[0].to_json(), room.step)
        newcomer = room.connect(None)
        assert watcher.queue.empty() and newcomer.queue.empty() and stored_actions() == 0
        await asyncio.sleep(0)  # the end of this turn of the loop: commit, then send
        assert stored_actions() == 1
        update = json.loads(watcher.queue.get_nowait() or "")
        welcome = json.loads(newcomer.queue.get_nowait() or "")
        assert update["type"] == "update" and welcome["type"] == "welcome"
        assert update["step"] == welcome["step"] == 1

    asyncio.run(run())
    store.close()


def test_the_start_is_answered_only_once_the_deal_is_stored(tmp_path: Path) -> None:
    """An answered start survives a kill: the owner hears that the game has begun only after
    the group commit has stored the deal and the new status (found by the soak benchmark: a
    kill between the answer and the commit brought the room back waiting)."""
    url = default_url(tmp_path / "start.db")
    store = Store(url)
    late = store._commit_soon

    def commit_late() -> None:  # as on a busy machine: the loop gets to the commit later
        asyncio.get_running_loop().call_later(0.3, late)

    store._commit_soon = commit_late  # type: ignore[method-assign]
    with TestClient(create_app(store)) as client:
        room = client.post("/api/rooms", json={"game": "take6", "config": {"players": 2}}).json()
        client.post(f"/api/rooms/{room['id']}/seats/0", json={"name": "A"})
        client.post(
            f"/api/rooms/{room['id']}/seats/1/bot", json={"bot": "random", "token": room["owner_token"]}
        )
        answer = client.post(f"/api/rooms/{room['id']}/start", json={"token": room["owner_token"]})
        assert answer.status_code == 200 and answer.json()["status"] == "playing"
        with sa.create_engine(url).connect() as db:
            stored = db.execute(sa.select(ROOMS.c.status).where(ROOMS.c.id == room["id"])).scalar_one()
            outcomes = db.execute(sa.select(OUTCOMES.c.seq).where(OUTCOMES.c.room_id == room["id"])).all()
        assert stored == "playing" and outcomes


def test_play_again_after_a_restart_joins_the_same_next_room(database_url: str) -> None:
    """The link from a finished room to its next game is stored: after a restart a second
    "play again" from the old room (anyone's, or its page's `next`) leads to the room the
    first one set up, not to another (it used to be kept in memory only)."""
    store = Store(database_url)
    with TestClient(create_app(store)) as client:
        room = client.post(
            "/api/rooms", json={"game": "take6", "config": {"players": 2, "end": "rounds"}}
        ).json()
        key = {"token": room["owner_token"]}
        for seat in (0, 1):
            client.post(f"/api/rooms/{room['id']}/seats/{seat}/bot", json={"bot": "random", **key})
        client.post(f"/api/rooms/{room['id']}/start", json=key)  # bots only: over at once
        first = client.post(f"/api/rooms/{room['id']}/again", json=key)
        assert first.status_code == 201
    store.close()

    restarted = Store(database_url)
    with TestClient(create_app(restarted)) as client:
        second = client.post(f"/api/rooms/{room['id']}/again", json=key)
        assert second.status_code == 201 and second.json()["id"] == first.json()["id"]
        assert client.get(f"/api/rooms/{room['id']}").json()["next"] == first.json()["id"]
    restarted.close()


def test_the_newest_migration_keeps_the_rooms_of_an_older_database(database_url: str) -> None:
    """A database made by the migrations before the next-room link (0002) is upgraded in
    place: its rooms load as they were, with no next room."""
    from alembic import command
    from alembic.config import Config as AlembicConfig

    from bullheads.server.store import MIGRATIONS

    store = Store(database_url)
    config = AlembicConfig()
    config.set_main_option("script_location", str(MIGRATIONS))
    with store.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0002")
        connection.execute(
            sa.text(
                "INSERT INTO rooms (id, game, config, seed, options, seats, status, result, created, owner)"
                " VALUES ('old', 'take6', '{\"players\": 2}', 1, '{}', '[]', 'waiting', NULL, 1.0, NULL)"
            )
        )
    store.migrate()
    old = store.load_room("old")
    assert old is not None and old.config == {"players": 2} and old.next_room is None
    store.close()
