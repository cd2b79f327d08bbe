"""Storage: every game as an append-only log, in SQLite (default) or PostgreSQL.

A room row holds what a record's header holds (game, config, seed) plus the room's seats
and options; `room_outcomes` and `room_actions` hold, in order, exactly the chance outcomes
and (seat, action) pairs of the record, so a game is rebuilt by replaying them
(bullheads.core.record.replay). Log rows are only ever inserted. The schema is created and
upgraded by the Alembic migrations in `migrations/`.
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.config import Config as AlembicConfig

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

    def migrate(self) -> None:
        """Run the Alembic migrations up to the newest one (idempotent)."""
        config = AlembicConfig()
        config.set_main_option("script_location", str(MIGRATIONS))
        with self.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    def close(self) -> None:
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
                )
            )

    def update_room(self, room_id: str, seats: list[dict[str, Any]], status: str) -> None:
        """The seats and status of a room (the only mutable part; the log never changes)."""
        with self.engine.begin() as db:
            db.execute(
                ROOMS.update().where(ROOMS.c.id == room_id).values(seats=json.dumps(seats), status=status)
            )

    def append(
        self,
        room_id: str,
        first_outcome: int,
        outcomes: Sequence[Any],
        first_action: int,
        actions: Sequence[tuple[int, dict[str, Any]]],
        status: str,
        result: dict[str, Any] | None,
    ) -> None:
        """Add the new outcomes and actions (numbered from `first_*`) in one transaction."""
        with self.engine.begin() as db:
            if outcomes:
                db.execute(
                    OUTCOMES.insert(),
                    [
                        {"room_id": room_id, "seq": first_outcome + index, "data": json.dumps(outcome)}
                        for index, outcome in enumerate(outcomes)
                    ],
                )
            if actions:
                db.execute(
                    ACTIONS.insert(),
                    [
                        {
                            "room_id": room_id,
                            "seq": first_action + index,
                            "seat": seat,
                            "data": json.dumps(data),
                        }
                        for index, (seat, data) in enumerate(actions)
                    ],
                )
            db.execute(
                ROOMS.update()
                .where(ROOMS.c.id == room_id)
                .values(status=status, result=json.dumps(result) if result is not None else None)
            )

    def load_rooms(self) -> list[StoredRoom]:
        """Every room with its log in order, oldest room first."""
        rooms: dict[str, StoredRoom] = {}
        with self.engine.connect() as db:
            for row in db.execute(ROOMS.select().order_by(ROOMS.c.created, ROOMS.c.id)):
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
                )
            for row in db.execute(OUTCOMES.select().order_by(OUTCOMES.c.room_id, OUTCOMES.c.seq)):
                rooms[row.room_id].outcomes.append(json.loads(row.data))
            for row in db.execute(ACTIONS.select().order_by(ACTIONS.c.room_id, ACTIONS.c.seq)):
                rooms[row.room_id].actions.append((row.seat, json.loads(row.data)))
        return list(rooms.values())


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    """WAL: readers never block the writer; NORMAL sync survives a killed process."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
