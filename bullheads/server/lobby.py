"""The lobby: every room of the server, created, found and restored from the store."""

from __future__ import annotations

import secrets
import time
from typing import Any

from bullheads.core.errors import BullheadsError
from bullheads.games import GAMES, get_game
from bullheads.server.rooms import Options, Room, RoomError, Seat
from bullheads.server.store import Store

MAX_ROOMS = 5000


class Lobby:
    """The rooms by id; rooms survive restarts through the store."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.rooms: dict[str, Room] = {}

    def restore(self) -> int:
        """Load every stored room and replay its log; returns how many were restored."""
        for stored in self.store.load_rooms():
            game = GAMES.get(stored.game)
            if game is None:
                continue  # a game this version does not have: leave its log untouched
            room = Room(
                stored.id,
                game,
                game.config_from_json(stored.config),
                stored.seed,
                Options.from_json(stored.options, game.name),
                self.store,
                [Seat(**seat) for seat in stored.seats],
                stored.created,
            )
            room.restore(stored)
            self.rooms[room.id] = room
        return len(self.rooms)

    def resume(self) -> None:
        """Once the event loop runs: let the bots of restored games go on."""
        for room in self.rooms.values():
            room.kick()
            for seat in range(len(room.seats)):
                room.arm_timer(seat)

    def create(self, game_name: Any, config_data: Any, options: Any, seed: Any = None) -> Room:
        """A new room; every bad part of the request is a RoomError naming it."""
        if len(self.rooms) >= MAX_ROOMS:
            raise RoomError("the server has as many rooms as it can hold")
        if not isinstance(game_name, str):
            raise RoomError("'game' must be a game's name")
        try:
            game = get_game(game_name)
            if not isinstance(config_data, dict):
                raise RoomError("'config' must be a JSON object of the game's options")
            config = game.config_from_json(config_data)
        except BullheadsError as error:
            raise RoomError(str(error)) from None
        except (TypeError, ValueError) as error:
            raise RoomError(f"the options are not valid: {error}") from None
        if seed is None:
            seed = secrets.randbits(48)
        elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**62:
            raise RoomError("'seed' must be a whole number from 0")
        room_id = secrets.token_hex(5)
        room = Room(room_id, game, config, seed, Options.from_json(options, game.name), self.store)
        room.created = time.time()
        self.store.create_room(room.stored())
        self.rooms[room_id] = room
        return room

    def get(self, room_id: str) -> Room:
        room = self.rooms.get(room_id)
        if room is None:
            raise RoomError(f"there is no room {room_id!r}")
        return room

    def listing(self) -> list[dict[str, Any]]:
        """The rooms, newest first (the lobby's list)."""
        rooms = sorted(self.rooms.values(), key=lambda room: room.created, reverse=True)
        return [room.info() for room in rooms[:200]]
