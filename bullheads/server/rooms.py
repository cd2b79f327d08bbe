"""A room: one game, its seats, its connections, and the only calls to `act`.

The room owns the state. A seat's action arrives as JSON, is decoded by the game
(`action_from_json`), checked against the step the client saw and applied with `act`;
whatever goes wrong is refused with a message and changes nothing. After every change
the new log entries are stored first, then each connection gets its own view and the
events it may see (`Event.seen_by`). Bot seats, and human seats whose turn timer ran out
(until their player is back), are decided by bots (bullheads.bots).
"""

from __future__ import annotations

import asyncio
import collections
import dataclasses
import hashlib
import secrets
import time
from typing import Any

from bullheads.bots.base import Bot, decide
from bullheads.bots.registry import EXTERNAL, SEARCH, bot_names, make_bot
from bullheads.core.errors import BullheadsError, IllegalAction
from bullheads.core.events import Event, events_json
from bullheads.core.record import Record, record_of, replay, result_json
from bullheads.core.state import Game, State
from bullheads.server.jsontext import dumps
from bullheads.server.rate import Rate
from bullheads.server.store import Store, StoredRoom
from bullheads.server.texts import Said, english, seats_key

WAITING, PLAYING, OVER = "waiting", "playing", "over"
OPEN, HUMAN, BOT = "open", "human", "bot"
MAX_NAME = 24
MAX_QUEUE = 256
"""Messages waiting for one slow connection before it is dropped."""
CHAT_KEPT = 50
"""Chat lines a room remembers for those who join or reload (never stored)."""
EVENTS_KEPT = 60
"""The room's most recent events, resent on joining: a page opened again (a reload, a
new tab) shows what happened lately, each recipient only the events it may see."""
CHAT_RATE = (5, 10.0)
"""At most 5 chat lines per seat in 10 seconds."""


Offer = tuple[int, list[Any]]
"""A decision a room seat is expected to answer: the game's seat it decides for (its own,
or the team's) and that seat's legal actions."""


class RoomError(Said, BullheadsError):
    """A lobby or room request that cannot be done now; the message says why (in English;
    `key` and `params` say it in any language, bullheads.server.texts) and `code` names
    the kind of refusal for programs (docs/protocol-ws.md)."""

    def __init__(self, key: str, code: str = "refused", **params: Any) -> None:
        super().__init__(english(key, params))
        self.code = code
        self.key = key
        self.params = params


class NotOwner(RoomError):
    """A request only the room's owner may make, made without the owner's key."""


class IllegalMove(Said, IllegalAction):
    """An action the room refuses, with its message key and parameters (the English text
    is the reason)."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(english(key, params))
        self.key = key
        self.params = params


@dataclasses.dataclass(slots=True)
class Seat:
    """Who plays a seat: nobody yet, a person (known by a token's hash) or a bot."""

    kind: str = OPEN
    name: str = ""
    bot: str | None = None
    token_hash: str | None = None

    def public(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "bot": self.bot}


@dataclasses.dataclass(frozen=True, slots=True)
class Options:
    """Room options: `turn_seconds` > 0 hands an absent player's decisions to the
    `stand_in` bot after that long; `bot_delay` paces bot moves for people to follow."""

    turn_seconds: float = 0.0
    stand_in: str = "heuristic"
    bot_delay: float = 0.0

    @classmethod
    def from_json(cls, data: Any, game: str) -> Options:
        if data is None:
            data = {}
        if not isinstance(data, dict) or set(data) - {"turn_seconds", "stand_in", "bot_delay"}:
            raise RoomError("server.room_options")
        turn = data.get("turn_seconds", 0)
        delay = data.get("bot_delay", 0)
        for name, value in (("turn_seconds", turn), ("bot_delay", delay)):
            if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 3600:
                raise RoomError("server.seconds", name=name)
        stand_in = data.get("stand_in", "heuristic")
        check_bot(stand_in, game)
        return cls(float(turn), stand_in, float(delay))

    def to_json(self) -> dict[str, Any]:
        return {"turn_seconds": self.turn_seconds, "stand_in": self.stand_in, "bot_delay": self.bot_delay}


def check_bot(name: Any, game: str) -> str:
    """A built-in bot of `game`; external bots (commands) are never run by the server."""
    known = [bot for bot in bot_names(game) if not bot.startswith(EXTERNAL)]
    if name not in known:
        raise RoomError("server.no_bot", name=repr(name), game=game, bots=", ".join(known))
    return str(name)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Connection:
    """One WebSocket: the seat it plays (None: a spectator) and its outgoing queue.

    Every message waits for the store's queued rows (`Store.then`): whatever a message
    shows has been stored before it leaves.
    """

    def __init__(self, seat: int | None, store: Store) -> None:
        self.seat = seat
        self.store = store
        self.owner = False
        """Whether the owner is behind this connection (it counts as the owner being here)."""
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False

    def send(self, message: dict[str, Any]) -> None:
        self.send_text(dumps(message))

    def send_text(self, text: str) -> None:
        """Queue a message already written as JSON text (one text serves every
        connection of the same seat)."""
        self.store.then(lambda: self.deliver(text))

    def deliver(self, text: str) -> None:
        """Put a message whose contents are stored on the queue now."""
        if self.closed:
            return
        if self.queue.qsize() >= MAX_QUEUE:
            self.close()
            return
        self.queue.put_nowait(text)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.queue.put_nowait(None)


class Room:
    """One game between seats; every change of its state goes through `_apply`."""

    def __init__(
        self,
        room_id: str,
        game: Game[Any, Any],
        config: Any,
        seed: int,
        options: Options,
        store: Store,
        seats: list[Seat] | None = None,
        created: float = 0.0,
        owner: str | None = None,
    ) -> None:
        self.id = room_id
        self.game = game
        self.config = config
        self.config_json = config.to_json()
        """The config as JSON, made once: it is part of every update's room info."""
        self.seed = seed
        self.options = options
        self.store = store
        self.created = created
        self.owner = owner
        """SHA-256 of the owner's key: the creator's owner token, or the seat token of the
        person ownership passed to; None (rooms from before owners): everyone may."""
        self.owner_seen = time.time()
        """When the owner was last known to be here (connected, or asking something)."""
        self.idle_since: float | None = time.time()
        """Since when nobody is connected (None: someone is)."""
        self.ended: float | None = None
        """When the game ended (for clearing finished rooms from memory)."""
        self.seats = seats or [Seat() for _ in range(config.players)]
        self.state: State[Any, Any] | None = None
        self.status = WAITING
        self.connections: list[Connection] = []
        self.asked = [0] * config.players
        """The step at which each seat's current decision began (its decision number): an
        action based on an older view is stale."""
        self.offers: dict[int, Offer] = {}
        """What each room seat the game waited for was offered at the last update."""
        self.answered: set[int] = set()
        """The game's seats that acted since the last update."""
        self.away: set[int] = set()
        self.bots: dict[int, Bot] = {}
        self.pending: list[Event] = []
        self.saved_outcomes = 0
        self.saved_actions = 0
        self.saved_status = WAITING
        self.timers: dict[int, asyncio.TimerHandle] = {}
        self.chat: collections.deque[dict[str, Any]] = collections.deque(maxlen=CHAT_KEPT)
        self.recent: collections.deque[Event] = collections.deque(maxlen=EVENTS_KEPT)
        self.said: dict[int, Rate] = {}
        """Each seat's recent chat lines (the rate limit)."""
        self.driver: asyncio.Task[None] | None = None
        self.next: str | None = None
        """The room of the next game with the same seats, once someone set it up (stored:
        a finished room loaded again from the store, after a restart too, still has it)."""

    # ----------------------------------------------------------------- lobby

    @property
    def step(self) -> int:
        return len(self.state.history) if self.state is not None else 0

    def info(self) -> dict[str, Any]:
        """The room as anyone may see it (never a token)."""
        return {
            "id": self.id,
            "game": self.game.name,
            "title": self.game.title,
            "lower_scores_win": self.game.lower_scores_win(self.config),
            "config": self.config_json,
            "options": self.options.to_json(),
            "status": self.status,
            "seats": [seat.public() for seat in self.seats],
            "away": sorted(self.away),
            "connected": sorted({c.seat for c in self.connections if c.seat is not None}),
            "spectators": sum(1 for c in self.connections if c.seat is None),
            "owner": self.owner_seat(),
            "next": self.next,
        }

    def claim(self, seat: int, name: Any) -> str:
        """Take an open seat before the start; the returned token is the only key to it."""
        self._check_waiting()
        target = self._seat(seat)
        if target.kind != OPEN:
            raise RoomError("server.seat_taken", number=seat + 1)
        if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
            raise RoomError("server.name_needed", most=MAX_NAME)
        token = secrets.token_urlsafe(24)
        self.seats[seat] = Seat(HUMAN, name.strip(), None, hash_token(token))
        self._save_seats()
        return token

    def set_bot(self, key: Any, seat: int, bot: Any) -> None:
        """The owner puts a bot in an open seat (or changes a bot); `None` opens a bot's seat again."""
        self.check_owner(key, "bots")
        self._check_waiting()
        target = self._seat(seat)
        if target.kind == HUMAN:
            raise RoomError("server.seat_person", number=seat + 1)
        if bot is None:
            self.seats[seat] = Seat()
        else:
            name = check_bot(bot, self.game.name)
            self.seats[seat] = Seat(BOT, name, name)
        self._save_seats()

    def set_options(self, key: Any, options: Any) -> None:
        """The owner changes the room's options before the start."""
        self.check_owner(key, "options")
        self._check_waiting()
        self.options = Options.from_json(options, self.game.name)
        self._save_seats()

    def remove(self, key: Any, seat: int) -> None:
        """The owner removes a person from a seat: before the start the seat opens again;
        during the game the room's stand-in bot plays it to the end. The person's token stops
        working and their connections are closed (they may watch)."""
        self.check_owner(key, "remove")
        target = self._seat(seat)
        if target.kind != HUMAN:
            raise RoomError("server.no_person", number=seat + 1)
        if self.status == OVER:
            raise RoomError("server.game_over")
        if self.status == WAITING:
            self.seats[seat] = Seat()
        else:
            stand_in = self.options.stand_in
            self.seats[seat] = Seat(BOT, stand_in, stand_in)
            self.bots[seat] = make_bot(stand_in, self.game.name, self.seed + seat)
            self.away.discard(seat)
        for connection in [c for c in self.connections if c.seat == seat]:
            self.disconnect(connection)
        self._save_seats()
        if self.status == PLAYING:
            self.arm_timer(seat)
            self.kick()

    def owner_seat(self) -> int | None:
        """The seat whose player owns the room (None: the creator's own key, or no owner)."""
        if self.owner is not None:
            for index, seat in enumerate(self.seats):
                if seat.token_hash == self.owner:
                    return index
        return None

    def is_owner(self, key: Any) -> bool:
        return self.owner is None or (
            isinstance(key, str) and len(key) <= 128 and secrets.compare_digest(self.owner, hash_token(key))
        )

    def check_owner(self, key: Any, what: str) -> None:
        """Refuse (NotOwner) unless `key` is the owner's key (owner token or owning seat's token)."""
        if not self.is_owner(key):
            raise NotOwner(f"server.not_owner.{what}")
        self.owner_seen = time.time()

    def unload(self) -> None:
        """Stop this room's timers before the lobby lets go of it."""
        for timer in self.timers.values():
            timer.cancel()
        self.timers.clear()
        for connection in list(self.connections):
            self.disconnect(connection)

    def _owner_here(self) -> bool:
        return any(connection.owner for connection in self.connections)

    def pass_ownership(self, now: float, away: float) -> bool:
        """When the owner has been gone for `away` seconds, the first seated person who is
        connected (in seat order) becomes the owner: their seat token is the owner's key from
        then on. Returns whether ownership passed."""
        if self.owner is None or self.status == OVER:
            return False
        if self._owner_here():
            self.owner_seen = now
            return False
        if now - self.owner_seen < away:
            return False
        for connection in self.connections:
            heir = connection.seat
            if heir is not None and self.seats[heir].kind == HUMAN:
                self.owner = self.seats[heir].token_hash
                self.owner_seen = now
                for other in self.connections:
                    other.owner = other.seat == heir
                self._save_seats()
                return True
        return False

    def seat_of(self, token: str) -> int | None:
        digest = hash_token(token)
        for index, seat in enumerate(self.seats):
            if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, digest):
                return index
        return None

    def start(self, key: Any) -> None:
        """The owner deals and begins; every seat must be taken by a person or a bot."""
        self.check_owner(key, "start")
        self._check_waiting()
        empty = [index for index, seat in enumerate(self.seats) if seat.kind == OPEN]
        if empty:
            key, params = seats_key("server.still_open", empty)
            raise RoomError(key, **params)
        state = self.game.new(self.config, seed=self.seed)
        self.state = state
        self.status = PLAYING
        self._make_bots()
        self.pending = list(state.opening)
        self._quick_bots()
        self._flush()
        self.kick()

    def restore(self, stored: StoredRoom) -> None:
        """Rebuild the state from the stored log (after a restart)."""
        self.status = self.saved_status = stored.status
        self.next = stored.next_room
        if stored.status == WAITING:
            return
        if stored.status == OVER:
            self.ended = time.time()
        record = Record(self.game.name, stored.config, stored.outcomes, stored.actions, seed=stored.seed)
        self.state = replay(
            record, self.game, on_step=lambda _state, _seat, _action, events: self.recent.extend(events)
        )
        self.saved_outcomes = len(self.state.outcomes)
        self.saved_actions = len(stored.actions)
        self._make_bots()
        self.asked = [self.step] * len(self.seats)
        self.offers = self._offers()

    def record(self) -> Record:
        """The finished game's record; refused while playing (it holds every hand)."""
        if self.state is None or self.status != OVER:
            raise RoomError("server.no_record")
        players = [seat.name or f"seat {index + 1}" for index, seat in enumerate(self.seats)]
        return record_of(self.state, seed=self.seed, room=self.id, players=players)

    def followed_by(self, room_id: str) -> None:
        """The next game with the same seats is in room `room_id` (stored): everyone here
        is told."""
        self.next = room_id
        self.store.set_next_room(self.id, room_id)
        self._broadcast_room()

    # ----------------------------------------------------------------- connections

    def connect(self, token: str | None, owner: str | None = None) -> Connection:
        """A new connection: the token's seat, or a spectator without one; `owner`: the
        owner token, when this browser created the room (its owner is here)."""
        seat = None
        if token is not None:
            seat = self.seat_of(token)
            if seat is None:
                raise RoomError("server.bad_token")
        connection = Connection(seat, self.store)
        connection.owner = self.owner is not None and any(
            key is not None and self.is_owner(key) for key in (token, owner)
        )
        self.connections.append(connection)
        self.idle_since = None
        if connection.owner:
            self.owner_seen = time.time()
        if seat is not None:
            self.back(seat)
        history = events_json(list(self.recent), seat)
        connection.send({"type": "welcome", "seat": seat, **self.snapshot(seat), "history": history})
        if self.chat:
            connection.send({"type": "chat", "lines": list(self.chat)})
        self._broadcast_room()
        return connection

    def disconnect(self, connection: Connection) -> None:
        connection.close()
        if connection in self.connections:
            self.connections.remove(connection)
            self._broadcast_room()
        if connection.owner:
            self.owner_seen = time.time()
        if not self.connections:
            self.idle_since = time.time()
        if connection.seat is not None:
            self.arm_timer(connection.seat)

    def back(self, seat: int) -> None:
        """The player of `seat` is here again: the stand-in bot stops deciding for them."""
        if seat in self.away:
            self.away.discard(seat)
            self.asked[seat] = self.step
            self._broadcast_room()
        self.arm_timer(seat)

    def snapshot(self, seat: int | None, info: dict[str, Any] | None = None) -> dict[str, Any]:
        """Everything one recipient needs to draw the table from nothing (`info`: the room's
        `info()` when the caller already has it)."""
        data: dict[str, Any] = {"step": self.step, "room": info or self.info(), "view": None, "legal": []}
        state = self.state
        if state is not None:
            data["view"] = state.view(seat)
            acting = None if seat is None or seat in self.away else self._acting(seat)
            if seat is not None and acting is not None:
                data["legal"] = [
                    {
                        "action": action.to_json(),
                        "text": state.describe(action),
                        "say": state.say_action(action).to_json(),
                    }
                    for action in state.legal(acting)
                ]
                data["decision"] = self.asked[seat]
            if state.over:
                data["result"] = result_json(state)
        data["talk"] = self.talk_allowed()
        return data

    def talk_allowed(self) -> bool:
        """Whether the table may chat now: always before and after the game; during it,
        whenever the game's rules say so (`State.table_talk`)."""
        return self.state is None or self.status != PLAYING or self.state.table_talk()

    def say(self, seat: int, text: str, now: float) -> None:
        """A line of table talk from a seated player, to everyone connected (spectators
        read it). Refused while the rules forbid talk, and beyond CHAT_RATE."""
        if not self.talk_allowed():
            raise RoomError("server.no_talk", "no_talk", game=self.game.title)
        if not self.said.setdefault(seat, Rate(*CHAT_RATE)).allow(now):
            count, seconds = CHAT_RATE
            raise RoomError("server.too_fast", "too_fast", count=count, seconds=f"{seconds:.0f}")
        line = {"seat": seat, "name": self.seats[seat].name, "text": text}
        self.chat.append(line)
        message = dumps({"type": "chat", "lines": [line]})
        for connection in self.connections:
            connection.send_text(message)

    # ----------------------------------------------------------------- playing

    def submit(self, seat: int, data: Any, step: int) -> None:
        """A person's action: refused (RoomError/IllegalAction, nothing changed) unless it
        is that seat's turn, based on the current view and legal."""
        state = self.state
        if state is None or self.status != PLAYING:
            raise RoomError("server.not_playing" if state is None else "server.game_over")
        acting = self._acting(seat)
        if acting is None:
            key, params = seats_key("server.not_your_turn", list(state.to_act()))
            raise IllegalMove(key, **params)
        if step < self.asked[seat] or step > self.step:
            raise RoomError("server.stale", "stale", step=self.step)
        try:
            action = self.game.action_from_json(data)
        except BullheadsError as error:
            raise IllegalMove("server.illegal", reason=str(error)) from None
        if action not in state.legal(acting):
            # the state would say why; asking it on a copy keeps the real one untouched
            try:
                state.clone().act(acting, action)
            except IllegalAction as error:
                raise IllegalMove("server.illegal", reason=error.reason) from None
            raise IllegalMove("server.not_allowed", action=state.say_action(action).to_json())
        self.away.discard(seat)
        self._apply(acting, action)
        self._quick_bots()
        self._flush()
        self.kick()

    def _apply(self, seat: int, action: Any) -> None:
        assert self.state is not None
        self.pending += self.state.act(seat, action)
        self.answered.add(seat)
        if self.state.over:
            self.status = OVER
            self.ended = time.time()

    def _flush(self) -> None:
        """Store what is new, then tell every connection (stored first: nothing seen is lost).

        The messages are written now, from this moment's state, and sent when the store has
        committed the rows (at the end of this turn of the event loop, with other rooms'
        rows). Each seat's view, legal actions and JSON text are made once, however many
        connections that seat has; seats nobody is connected to cost nothing.
        """
        state = self.state
        assert state is not None
        outcomes = state.outcomes[self.saved_outcomes :]
        actions = [(seat, action.to_json()) for seat, action in state.history[self.saved_actions :]]
        status = None
        if self.status != self.saved_status:
            status = (self.status, result_json(state) if state.over else None)
        offers = self._offers()
        for seat in range(len(self.seats)):
            if not self._same_decision(seat, offers):
                self.asked[seat] = self.step
        self.offers = offers
        self.answered.clear()
        events, self.pending = self.pending, []
        self.recent.extend(events)
        info = self.info()
        texts: dict[int | None, str] = {}
        sends: list[tuple[Connection, str]] = []
        for connection in self.connections:
            who = connection.seat
            if who not in texts:
                seen = events_json(events, who)
                texts[who] = dumps({"type": "update", "events": seen, **self.snapshot(who, info)})
            sends.append((connection, texts[who]))

        def send() -> None:
            for connection, text in sends:
                connection.deliver(text)

        self.store.append(self.id, self.saved_outcomes, outcomes, self.saved_actions, actions, status, send)
        self.saved_outcomes += len(outcomes)
        self.saved_actions += len(actions)
        self.saved_status = self.status
        for seat in range(len(self.seats)):
            self.arm_timer(seat)

    def _offers(self) -> dict[int, Offer]:
        """What the game waits for now, by the room seat expected to answer (`_speaker`):
        the game's seat it decides for and that seat's legal actions."""
        state = self.state
        assert state is not None
        offers: dict[int, Offer] = {}
        for due in state.to_act():
            seat = self._speaker(due)
            acting = self._acting(seat)
            if acting is not None:
                offers[seat] = (acting, state.legal(acting))
        return offers

    def _same_decision(self, seat: int, offers: dict[int, Offer]) -> bool:
        """Whether room seat `seat` still owes the decision it owed at the last update, so
        its decision number stays: it was and is expected to answer, for the same game seat,
        with the same choices; that game seat has not acted since; and no event since
        concerns it (`_still_due`). Anything else is a new decision with a new number, also
        the same seat's next decision in the same phase with no event between (a discard
        after a pass, V4-5): a client acts once per decision number, and would wait for ever
        on a number it already answered."""
        offer = offers.get(seat)
        return (
            offer is not None
            and self.offers.get(seat) == offer
            and offer[0] not in self.answered
            and _still_due(seat, self.pending)
        )

    def kick(self) -> None:
        """Let the bots (and stand-ins) decide whatever is theirs now."""
        if self.driver is None and self._auto_due():
            self.driver = asyncio.get_running_loop().create_task(self._drive())

    def _quick_bots(self) -> None:
        """Unpaced rule-of-thumb and random bots answer at once, in the same update (and the
        same stored transaction) as the move they answer; search bots and paced bots wait
        for the driver."""
        while not self.options.bot_delay and (due := self._auto_due()):
            assert self.state is not None
            if any(self._bot_name(seat).startswith(SEARCH) for seat in due):
                return
            for seat in due:
                self._apply(seat, decide(self._bot(seat), self.state, seat))

    def _speaker(self, seat: int) -> int:
        """The room seat that answers for the game's seat `seat` when nobody else does: the
        seat itself; for a team decision (`State.team_decision`), the first person at the
        table who is not away, else the first seat (its bot, or the stand-in)."""
        state = self.state
        if state is None or seat != state.team_decision():
            return seat
        people = [
            index for index, chair in enumerate(self.seats) if chair.kind == HUMAN and index not in self.away
        ]
        if people:
            return people[0]
        return seat if seat < len(self.seats) else 0

    def _acting(self, seat: int) -> int | None:
        """The game's seat that room seat `seat` decides for now (None: it owes nothing). A
        seat decides its own decisions; any person at the table may make a team decision
        (DESIGN: the team seat that any member may fill), the first to answer counts."""
        state = self.state
        if state is None:
            return None
        due = state.to_act()
        if seat in due:
            return seat
        team = state.team_decision()
        if team in due and (self.seats[seat].kind == HUMAN or self._speaker(team) == seat):
            return team
        return None

    def _owes(self, seat: int) -> bool:
        """Whether the game waits for room seat `seat`: its own decision, or a team decision
        it is the one expected to answer (turn timers run for these seats only)."""
        state = self.state
        return state is not None and seat in {self._speaker(due) for due in state.to_act()}

    def _bot_name(self, seat: int) -> str:
        seat = self._speaker(seat)
        seat_bot = self.seats[seat].bot
        return seat_bot if self.seats[seat].kind == BOT and seat_bot else self.options.stand_in

    def _bot(self, seat: int) -> Bot:
        seat = self._speaker(seat)
        return self.bots[seat] if self.seats[seat].kind == BOT else self._stand_in(seat)

    def _auto_due(self) -> list[int]:
        """The seats due now that bots decide: those whose speaking seat (`_speaker`) is a
        bot or a player who is away."""
        state = self.state
        if state is None or self.status != PLAYING:
            return []
        return [
            seat
            for seat in state.to_act()
            if self.seats[speaker := self._speaker(seat)].kind == BOT or speaker in self.away
        ]

    async def _drive(self) -> None:
        try:
            while due := self._auto_due():
                assert self.state is not None
                for seat in due:
                    if seat not in self._auto_due():
                        continue
                    bot = self._bot(seat)
                    if self._bot_name(seat).startswith(SEARCH):
                        step = self.step
                        action = await asyncio.to_thread(decide, bot, self.state.clone(), seat)
                        if self.step != step or seat not in self._auto_due():
                            break
                    else:
                        action = decide(bot, self.state, seat)
                    self._apply(seat, action)
                    if self.options.bot_delay:
                        self._flush()
                        await asyncio.sleep(self.options.bot_delay)
                self._flush()
                await asyncio.sleep(0)
        finally:
            self.driver = None

    def _stand_in(self, seat: int) -> Bot:
        key = -1 - seat
        if key not in self.bots:
            self.bots[key] = make_bot(self.options.stand_in, self.game.name, self.seed + 1000 + seat)
        return self.bots[key]

    def arm_timer(self, seat: int) -> None:
        """Start (or stop) the turn timer of a person's seat that owes a decision."""
        timer = self.timers.pop(seat, None)
        if timer is not None:
            timer.cancel()
        state = self.state
        if (
            not self.options.turn_seconds
            or state is None
            or self.status != PLAYING
            or self.seats[seat].kind != HUMAN
            or seat in self.away
            or not self._owes(seat)
        ):
            return
        loop = asyncio.get_running_loop()
        self.timers[seat] = loop.call_later(self.options.turn_seconds, self._time_out, seat, self.asked[seat])

    def _time_out(self, seat: int, asked: int) -> None:
        """The player of `seat` let the timer run out: a bot decides for them until they are back."""
        self.timers.pop(seat, None)
        state = self.state
        if state is None or state.over or not self._owes(seat) or self.asked[seat] != asked:
            return
        self.away.add(seat)
        self._broadcast_room()
        for connection in self.connections:
            if connection.seat == seat:
                connection.send({"type": "update", "events": [], **self.snapshot(seat)})
        self.kick()

    # ----------------------------------------------------------------- helpers

    def _broadcast_room(self) -> None:
        info = self.info()
        for connection in self.connections:
            connection.send({"type": "room", "room": info})

    def _make_bots(self) -> None:
        for index, seat in enumerate(self.seats):
            if seat.kind == BOT and seat.bot is not None:
                self.bots[index] = make_bot(seat.bot, self.game.name, self.seed + index)

    def _check_waiting(self) -> None:
        if self.status != WAITING:
            raise RoomError("server.started")

    def _seat(self, seat: int) -> Seat:
        if not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            number = seat + 1 if isinstance(seat, int) else seat
            raise RoomError("server.no_seat", number=number, seats=len(self.seats))
        return self.seats[seat]

    def _seats_json(self) -> list[dict[str, Any]]:
        return [dataclasses.asdict(seat) for seat in self.seats]

    def _save_seats(self) -> None:
        self.store.update_room(self.id, self._seats_json(), self.options.to_json(), self.owner)
        self._broadcast_room()

    def stored(self) -> StoredRoom:
        return StoredRoom(
            self.id,
            self.game.name,
            self.config.to_json(),
            self.seed,
            self.options.to_json(),
            self._seats_json(),
            self.status,
            None,
            self.created,
            self.owner,
        )


def _still_due(seat: int, events: list[Event]) -> bool:
    """Whether none of these events concerns `seat`.

    Events name the seat they concern in a `seat` field; any event that does not (a reveal,
    a new round) concerns everyone. A seat whose decision did not change (another seat
    chose a card in a simultaneous turn) keeps its decision number (`Room._same_decision`),
    so its action based on the older view is not stale.
    """
    return all(getattr(event, "seat", None) not in (None, seat) for event in events)
