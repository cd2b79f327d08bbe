"""The lobby: the live rooms of the server, created, found, restored and cleared away.

Only live rooms are held in memory: rooms waiting for players and games being played.
Every room is stored, so a room that left memory comes back when someone opens it (a
finished game's page, its record and its replay keep working); `sweep` decides when a
room leaves (see `Limits`).
"""

from __future__ import annotations

import dataclasses
import secrets
import time
from typing import Any

from bullheads.core.errors import BullheadsError
from bullheads.core.state import Game
from bullheads.games import GAMES, get_game
from bullheads.server.rooms import (
    OVER,
    PLAYING,
    WAITING,
    NotOwner,
    Options,
    Room,
    RoomError,
    Seat,
    hash_token,
)
from bullheads.server.store import Store, StoredRoom

MAX_ROOMS = 5000


@dataclasses.dataclass(frozen=True, slots=True)
class Limits:
    """How long rooms stay, in seconds.

    - `keep_finished`: a finished game leaves memory this long after its end (it stays
      stored: its page, record and replay load it again on demand).
    - `keep_idle`: a game being played that nobody has been connected to for this long
      leaves memory (stored: it comes back, and its bots go on, when someone opens it).
    - `expire_waiting`: a room that never started and that nobody has been connected to
      for this long is deleted (it has no log; its link then says there is no room).
    - `owner_away`: the owner gone (no connection, no request) this long passes ownership
      to the first seated person who is connected (`Room.pass_ownership`).
    """

    keep_finished: float = 10 * 60
    keep_idle: float = 60 * 60
    expire_waiting: float = 30 * 60
    owner_away: float = 2 * 60


class Lobby:
    """The rooms by id; rooms survive restarts through the store."""

    def __init__(self, store: Store, limits: Limits | None = None) -> None:
        self.store = store
        self.limits = limits or Limits()
        self.rooms: dict[str, Room] = {}

    def restore(self) -> int:
        """Load every live stored room and replay its log; returns how many were restored."""
        for stored in self.store.load_rooms():
            self._load(stored)
        return len(self.rooms)

    def _load(self, stored: StoredRoom) -> Room | None:
        game = GAMES.get(stored.game)
        if game is None:
            return None  # a game this version does not have: leave its log untouched
        room = Room(
            stored.id,
            game,
            game.config_from_json(stored.config),
            stored.seed,
            Options.from_json(stored.options, game.name),
            self.store,
            [Seat(**seat) for seat in stored.seats],
            stored.created,
            stored.owner,
        )
        room.restore(stored)
        self.rooms[room.id] = room
        return room

    def resume(self) -> None:
        """Once the event loop runs: let the bots of restored games go on."""
        for room in self.rooms.values():
            self._resume(room)

    @staticmethod
    def _resume(room: Room) -> None:
        room.kick()
        for seat in range(len(room.seats)):
            room.arm_timer(seat)

    def create(self, game_name: Any, config_data: Any, options: Any, seed: Any = None) -> tuple[Room, str]:
        """A new room and its owner token (shown once: the only key to the owner's rights);
        every bad part of the request is a RoomError naming it."""
        if len(self.rooms) >= MAX_ROOMS:
            raise RoomError("server.rooms_full")
        if not isinstance(game_name, str):
            raise RoomError("server.game_name")
        try:
            game = get_game(game_name)
            if not isinstance(config_data, dict):
                raise RoomError("server.config_object")
            config = game.config_from_json(config_data)
        except BullheadsError as error:
            raise RoomError("server.reason", reason=str(error)) from None
        except (TypeError, ValueError) as error:
            raise RoomError("server.options_invalid", reason=str(error)) from None
        if seed is None:
            seed = secrets.randbits(48)
        elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**62:
            raise RoomError("server.seed")
        token = secrets.token_urlsafe(24)
        options_value = Options.from_json(options, game.name)
        return self._open(game, config, seed, options_value, None, hash_token(token)), token

    def again(self, room: Room, key: Any) -> Room:
        """The next game of a finished room: a new room with the same game, options and
        seats, and a new deal. Bots stay bots; each person keeps their seat (their token
        opens it) and comes back through the old room's `next`; the owner stays the owner.
        Asked by one of the game's people or its owner; asked again (after a restart too),
        the same room, unless it was deleted (it expired before it started)."""
        if room.status != OVER:
            raise RoomError("server.again_not_over")
        is_player = isinstance(key, str) and len(key) <= 128 and room.seat_of(key) is not None
        if not is_player and (room.owner is None or not room.is_owner(key)):
            raise NotOwner("server.not_owner.again")
        if room.next is not None:
            try:
                return self.get(room.next)
            except RoomError:
                pass  # the next room expired before it started: set up another
        seats = [Seat(seat.kind, seat.name, seat.bot, seat.token_hash) for seat in room.seats]
        following = self._open(room.game, room.config, secrets.randbits(48), room.options, seats, room.owner)
        room.followed_by(following.id)
        return following

    def _open(
        self,
        game: Game[Any, Any],
        config: Any,
        seed: int,
        options: Options,
        seats: list[Seat] | None,
        owner: str | None,
    ) -> Room:
        """A new waiting room, stored and in memory."""
        if len(self.rooms) >= MAX_ROOMS:
            raise RoomError("server.rooms_full")
        room = Room(secrets.token_hex(5), game, config, seed, options, self.store, seats, owner=owner)
        room.created = time.time()
        self.store.create_room(room.stored())
        self.rooms[room.id] = room
        return room

    def get(self, room_id: str) -> Room:
        """The room, loaded from the store when it is not in memory (a finished game, or
        one that waited long without anyone)."""
        room = self.rooms.get(room_id)
        if room is None and len(room_id) <= 32:
            stored = self.store.load_room(room_id)
            if stored is not None:
                room = self._load(stored)
                if room is not None:
                    self._resume(room)
        if room is None:
            raise RoomError("server.no_room", "no_room", room=repr(room_id))
        return room

    def listing(self) -> list[dict[str, Any]]:
        """The live rooms (waiting or being played), newest first (the lobby's list)."""
        live = [room for room in self.rooms.values() if room.status in (WAITING, PLAYING)]
        live.sort(key=lambda room: room.created, reverse=True)
        return [room.info() for room in live[:200]]

    def sweep(self, now: float | None = None) -> None:
        """Pass on the ownership of rooms whose owner is gone, and let go of the rooms
        `Limits` says are done with (run every few seconds by the app)."""
        now = time.time() if now is None else now
        limits = self.limits
        self.store.commit()  # what leaves memory is stored
        for room in list(self.rooms.values()):
            room.pass_ownership(now, limits.owner_away)
            idle = None if room.idle_since is None else now - room.idle_since
            if room.status == OVER:
                leave = room.ended is not None and now - room.ended >= limits.keep_finished
            elif room.status == PLAYING:
                leave = idle is not None and idle >= limits.keep_idle and room.driver is None
            else:
                leave = idle is not None and idle >= limits.expire_waiting
                if leave:
                    self.store.delete_room(room.id)
            if leave:
                room.unload()
                del self.rooms[room.id]

    @property
    def sweep_every(self) -> float:
        """Seconds between sweeps: often enough for the shortest limit."""
        limits = self.limits
        return max(1.0, min(30.0, limits.owner_away / 4, limits.keep_finished / 4, limits.expire_waiting / 4))
