"""Storage: every game as an append-only log, in SQLite (default) or PostgreSQL.

A room row holds what a record's header holds (game, config, seed) plus the room's seats
and options; `room_outcomes` and `room_actions` hold, in order, exactly the chance outcomes
and (seat, action) pairs of the record, so a game is rebuilt by replaying them
(bullheads.core.record.replay). Log rows are only ever inserted. The schema is created and
upgraded by the Alembic migrations in `migrations/`.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.config import Config as AlembicConfig

from bullheads.server.jsontext import dumps

METADATA = sa.MetaData()

ROOMS = sa.Table(
    "rooms",
    METADATA,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("config", sa.Text, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("options", sa.Text, nullable=False),
    sa.Column("seats", sa.Text, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("result", sa.Text, nullable=True),
    sa.Column("created", sa.Float, nullable=False),
    sa.Column("owner", sa.String(64), nullable=True),
    sa.Column("next_room", sa.String(32), nullable=True),
)
OUTCOMES = sa.Table(
    "room_outcomes",
    METADATA,
    sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("data", sa.Text, nullable=False),
)
ACTIONS = sa.Table(
    "room_actions",
    METADATA,
    sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id"), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("data", sa.Text, nullable=False),
)
MIGRATIONS = Path(__file__).parent / "migrations"
RETRY_SECONDS = 1.0
LOG = logging.getLogger(__name__)


@dataclasses.dataclass(slots=True)
class StoredRoom:
    """One room as stored: its header and its log."""

    id: str
    game: str
    config: dict[str, Any]
    seed: int
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    status: str
    result: dict[str, Any] | None
    created: float
    owner: str | None = None
    """The SHA-256 of the owner's key: the creator's owner token or the seat token of the
    person ownership passed to (None: a room from before owners, open to everyone)."""
    next_room: str | None = None
    """The room of the next game with the same seats, once "play again" set it up."""
    outcomes: list[Any] = dataclasses.field(default_factory=list)
    actions: list[tuple[int, dict[str, Any]]] = dataclasses.field(default_factory=list)


def default_url(path: str | Path) -> str:
    """The URL of the embedded SQLite database file at `path`."""
    return f"sqlite:///{Path(path).resolve()}"


class Store:
    """The database of one server; `migrate` brings its schema to the latest version."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = sa.create_engine(url, future=True)
        if self.engine.dialect.name == "sqlite":
            sa.event.listen(self.engine, "connect", _sqlite_pragmas)
        self._outcomes: list[dict[str, Any]] = []
        self._actions: list[dict[str, Any]] = []
        self._statuses: list[dict[str, Any]] = []
        self._after: list[Callable[[], None]] = []
        self._scheduled = False

    def migrate(self) -> None:
        """Run the Alembic migrations up to the newest one (idempotent)."""
        config = AlembicConfig()
        config.set_main_option("script_location", str(MIGRATIONS))
        with self.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    def close(self) -> None:
        self.commit()
        self.engine.dispose()

    def create_room(self, room: StoredRoom) -> None:
        with self.engine.begin() as db:
            db.execute(
                ROOMS.insert().values(
                    id=room.id,
                    game=room.game,
                    config=json.dumps(room.config),
                    seed=room.seed,
                    options=json.dumps(room.options),
                    seats=json.dumps(room.seats),
                    status=room.status,
                    result=None,
                    created=room.created or time.time(),
                    owner=room.owner,
                )
            )

    def update_room(
        self, room_id: str, seats: list[dict[str, Any]], options: dict[str, Any], owner: str | None
    ) -> None:
        """The seats, options and owner of a room (with the status, the only mutable part;
        the log never changes). Written at once: the lobby's answers follow it."""
        with self.engine.begin() as db:
            db.execute(
                ROOMS.update()
                .where(ROOMS.c.id == room_id)
                .values(seats=json.dumps(seats), options=json.dumps(options), owner=owner)
            )

    def set_next_room(self, room_id: str, next_room: str) -> None:
        """The room of a finished game's next one. Written at once: the answer to "play
        again" follows it, and a second "play again" must find it even after a restart."""
        with self.engine.begin() as db:
            db.execute(ROOMS.update().where(ROOMS.c.id == room_id).values(next_room=next_room))

    def delete_room(self, room_id: str) -> None:
        """Forget a room that never started (it has no log)."""
        with self.engine.begin() as db:
            db.execute(ROOMS.delete().where(ROOMS.c.id == room_id, ROOMS.c.status == "waiting"))

    def append(
        self,
        room_id: str,
        first_outcome: int,
        outcomes: Sequence[Any],
        first_action: int,
        actions: Sequence[tuple[int, dict[str, Any]]],
        status: tuple[str, dict[str, Any] | None] | None,
        then: Callable[[], None],
    ) -> None:
        """Queue a room's new outcomes and actions (numbered from `first_*`), and its new
        status and result when they changed; `then` runs once they are committed.

        Rows of every room queued during one turn of the event loop are written in one
        transaction at the end of that turn (group commit: one commit for many rooms
        instead of one each), and only then are the `then` callbacks run, in order: nothing
        is sent before it is stored. Without a running event loop it commits at once.
        """
        self._outcomes += [
            {"room_id": room_id, "seq": first_outcome + index, "data": dumps(outcome)}
            for index, outcome in enumerate(outcomes)
        ]
        self._actions += [
            {"room_id": room_id, "seq": first_action + index, "seat": seat, "data": dumps(data)}
            for index, (seat, data) in enumerate(actions)
        ]
        if status is not None:
            result = dumps(status[1]) if status[1] is not None else None
            self._statuses.append({"room": room_id, "new_status": status[0], "new_result": result})
        self._after.append(then)
        if self._scheduled:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.commit()
            return
        self._scheduled = True
        loop.call_soon(self._commit_soon)

    def then(self, callback: Callable[[], None]) -> None:
        """Run `callback` once every row queued so far is committed (at once when none is)."""
        if self._after:
            self._after.append(callback)
        else:
            callback()

    def _commit_soon(self) -> None:
        self._scheduled = False
        try:
            self.commit()
        except sa.exc.SQLAlchemyError:
            # the database is away: keep the rows (and hold back what depends on them) and retry
            LOG.exception("storing the log failed; retrying in %s s", RETRY_SECONDS)
            self._scheduled = True
            asyncio.get_running_loop().call_later(RETRY_SECONDS, self._commit_soon)

    def commit(self) -> None:
        """Write every queued row in one transaction, then run the queued callbacks."""
        if self._outcomes or self._actions or self._statuses:
            with self.engine.begin() as db:
                if self._outcomes:
                    db.execute(OUTCOMES.insert(), self._outcomes)
                if self._actions:
                    db.execute(ACTIONS.insert(), self._actions)
                if self._statuses:
                    db.execute(
                        ROOMS.update()
                        .where(ROOMS.c.id == sa.bindparam("room"))
                        .values(status=sa.bindparam("new_status"), result=sa.bindparam("new_result")),
                        self._statuses,
                    )
        self._outcomes, self._actions, self._statuses = [], [], []
        after, self._after = self._after, []
        for then in after:
            then()

    def load_rooms(self, statuses: Sequence[str] = ("waiting", "playing")) -> list[StoredRoom]:
        """Every room in one of `statuses` (the live ones by default) with its log in order,
        oldest room first."""
        return self._load(ROOMS.c.status.in_(statuses))

    def load_room(self, room_id: str) -> StoredRoom | None:
        """One room with its log, whatever its status (None: there is no such room)."""
        rooms = self._load(ROOMS.c.id == room_id)
        return rooms[0] if rooms else None

    def _load(self, which: sa.ColumnElement[bool]) -> list[StoredRoom]:
        rooms: dict[str, StoredRoom] = {}
        with self.engine.connect() as db:
            for row in db.execute(ROOMS.select().where(which).order_by(ROOMS.c.created, ROOMS.c.id)):
                rooms[row.id] = StoredRoom(
                    id=row.id,
                    game=row.game,
                    config=json.loads(row.config),
                    seed=row.seed,
                    options=json.loads(row.options),
                    seats=json.loads(row.seats),
                    status=row.status,
                    result=json.loads(row.result) if row.result else None,
                    created=row.created,
                    owner=row.owner,
                    next_room=row.next_room,
                )
            chosen = sa.select(ROOMS.c.id).where(which)
            for row in db.execute(
                OUTCOMES.select()
                .where(OUTCOMES.c.room_id.in_(chosen))
                .order_by(OUTCOMES.c.room_id, OUTCOMES.c.seq)
            ):
                rooms[row.room_id].outcomes.append(json.loads(row.data))
            for row in db.execute(
                ACTIONS.select()
                .where(ACTIONS.c.room_id.in_(chosen))
                .order_by(ACTIONS.c.room_id, ACTIONS.c.seq)
            ):
                rooms[row.room_id].actions.append((row.seat, json.loads(row.data)))
        return list(rooms.values())


def _log_of(table: sa.Table, rooms: sa.Select[Any]) -> sa.Select[Any]:
    """The rows of a log table for the chosen rooms, room by room in order."""
    return table.select().where(table.c.room_id.in_(rooms)).order_by(table.c.room_id, table.c.seq)


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    """WAL: readers never block the writer; NORMAL sync survives a killed process."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
